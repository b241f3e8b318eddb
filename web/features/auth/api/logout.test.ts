import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, fetchCurrentUser } from '@/api/auth';
import { isLogoutPending } from '@/lib/pending-logout';
import { offlineDb } from '@/offline/db';
import { signOut } from './logout';

const artist = { id: 7, email: 'artist@atelier.test', role: 'artist' };

/** What the browser sent, in order ("POST /api/auth/logout"). */
function recordingFetch(answer: (method: string, path: string) => Response | Error) {
  const sent: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    sent.push(`${method} ${path}`);
    const result = answer(method, path);
    if (result instanceof Error) throw result;
    return result;
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('logging out offline (issue 27, point 7)', () => {
  it('forgets the user on the device at once and ends the server session on the next connection', async () => {
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, artist);
    await offlineDb().ownArtworks.put({ id: 41, title: 'Neon Alley' } as never);

    recordingFetch(() => new TypeError('Failed to fetch'));
    expect(await signOut(client)).toBe('queued');
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(await offlineDb().ownArtworks.count()).toBe(0);
    expect(isLogoutPending()).toBe(true);
    // Still offline: nobody is signed in here, whatever the old cookie says.
    expect(await fetchCurrentUser()).toBeNull();
    expect(isLogoutPending()).toBe(true);

    // Back online: the logout goes first, then the server is asked who is signed in.
    const sent = recordingFetch((method, path) =>
      path === '/api/auth/logout'
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    expect(await fetchCurrentUser()).toBeNull();
    expect(sent).toEqual(['POST /api/auth/logout', 'GET /api/auth/me']);
    expect(isLogoutPending()).toBe(false);
    expect(await fetchCurrentUser()).toBeNull();
    expect(sent.filter((line) => line === 'POST /api/auth/logout')).toHaveLength(1);
  });
});
