import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { User } from '@contract/user';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { Toaster } from '@/components/ui/toaster';

export interface FakeApi {
  /** The signed-in user, or null (GET /api/auth/me answers 401). */
  user?: User | null;
  /** Answers by path prefix (longest match wins); unmatched GETs answer `[]`. */
  routes?: Record<string, { status?: number; body?: unknown }>;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces fetch with a small fake API; returns the spy to inspect calls. */
export function fakeApi({ user = null, routes = {} }: FakeApi = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    // Follow and favourite state (issue 13) where a test does not say otherwise.
    if (method === 'GET' && /^\/api\/artists\/\d+\/follow$/.test(url) && !routes[url])
      return json({ following: false, followers: 0 });
    // An artist's reviews (issue 26): none yet where a test does not say otherwise.
    if (method === 'GET' && /^\/api\/artists\/\d+\/reviews$/.test(url) && !routes[url])
      return json({ average: null, count: 0, items: [] });
    if (method === 'GET' && url === '/api/admin/reviews/reported' && !routes[url]) return json([]);
    if (method === 'GET' && url.startsWith('/api/saved/ids') && !routes['/api/saved/ids'])
      return json({ artistIds: [], artworkIds: [] });
    // The admin dashboard's page speed chart: no real visits yet.
    if (method === 'GET' && url.startsWith('/api/vitals') && !routes['/api/vitals'])
      return json({ days: 7, pages: [] });
    const match = Object.keys(routes)
      .filter((prefix) => url.startsWith(prefix) || `${method} ${url}`.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (match) {
      const { status = 200, body } = routes[match]!;
      return json(body, status, Array.isArray(body) ? { 'X-Total-Count': String(body.length) } : {});
    }
    if (url === '/api/auth/me')
      return user ? json(user) : json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, 401);
    return method === 'GET' ? json([], 200, { 'X-Total-Count': '0' }) : json({}, 200);
  });
}

/** Renders the whole app (real routes) at `path`, with a fresh query client and memory history. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const demoUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  email: 'maya@atelier.test',
  firstName: 'Maya',
  lastName: 'Lindqvist',
  username: 'maya',
  role: 'user',
  createdAt: '2024-03-05T10:00:00.000Z',
  emailVerified: true,
  ...overrides,
});
