import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/user';
import { currentUserQueryKey, currentUserQueryOptions, resetCacheForUser } from './auth';
import { artistKeys } from './artists';

const admin: User = {
  id: 1,
  email: 'admin@atelier.test',
  firstName: 'Alex',
  lastName: 'Rivera',
  username: 'alexadmin',
  role: 'app_admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
};

describe('resetCacheForUser', () => {
  it('forgets what was cached for the previous visitor and records the new user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(admin), { status: 200 })),
    );
    const client = new QueryClient();
    client.setQueryData(artistKeys.detail(3), { id: 3, email: undefined });
    client.setQueryData(currentUserQueryKey, null);
    // The header is subscribed to the current user while the login form submits.
    const header = new QueryObserver(client, currentUserQueryOptions());
    const unsubscribe = header.subscribe(() => {});
    await resetCacheForUser(client, admin);
    expect(header.getCurrentResult().data).toEqual(admin);
    unsubscribe();
    expect(client.getQueryData(artistKeys.detail(3))).toBeUndefined();
    expect(client.getQueryData(currentUserQueryKey)).toEqual(admin);
    // The header's observer of the current user still hears about changes.
    expect(client.getQueryCache().find({ queryKey: currentUserQueryKey })).toBeDefined();
    vi.unstubAllGlobals();
  });
});
