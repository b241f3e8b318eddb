import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllArtistUsers } from './users';

afterEach(() => {
  vi.restoreAllMocks();
});

const artistUser = ({ userId }: { userId: number }) => ({
  userId,
  email: `artist${userId}@atelier.test`,
  firstName: 'Theo',
  lastName: 'Lindqvist',
  username: `theo${userId}`,
  role: 'bus_admin',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('fetchAllArtistUsers (the admin export)', () => {
  it('walks every page of the list, the largest page at a time', async () => {
    const pages: Record<string, { users: unknown[]; next: string | null }> = {
      '': { users: [artistUser({ userId: 1 }), artistUser({ userId: 2 })], next: 'c2' },
      c2: { users: [artistUser({ userId: 3 })], next: null },
    };
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://atelier.test');
      asked.push(url);
      const page = pages[url.searchParams.get('cursor') ?? '']!;
      return new Response(JSON.stringify(page.users), {
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': '3',
          ...(page.next ? { 'X-Next-Cursor': page.next } : {}),
        },
      });
    });
    const users = await fetchAllArtistUsers();
    expect(users.map((user) => user.userId)).toEqual([1, 2, 3]);
    expect(asked.map((url) => url.pathname)).toEqual(['/api/admin/artist-users', '/api/admin/artist-users']);
    expect(asked.map((url) => url.searchParams.get('limit'))).toEqual(['100', '100']);
  });
});
