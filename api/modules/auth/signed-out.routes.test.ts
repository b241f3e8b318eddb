import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type EndpointDef } from '../../../contract/endpoint';
import { Endpoints } from '../../../contract/endpoints';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every path param set to 1 (`/api/conversations/:id/messages` -> `/api/conversations/1/messages`). */
const anyPath = (path: string) =>
  buildPath(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1])));

const SIGNED_IN_ONLY = (Object.entries(Endpoints) as Array<[string, EndpointDef]>).filter(
  ([, endpoint]) => endpoint.auth === 'user',
);

describe('routes for signed-in users only', () => {
  it('include the cart, orders, sales, conversations, follows and notifications (issue 13)', () => {
    const names = SIGNED_IN_ONLY.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'getCart',
        'checkout',
        'getMyOrder',
        'cancelMyOrder',
        'updateSale',
        'getConversation',
        'listMessages',
        'sendMessage',
        'followArtist',
        'listFavourites',
        'listNotifications',
        'markNotificationRead',
      ]),
    );
  });

  // 401 comes before any input check: an empty or wrong body is still a 401, never a 400 or 404.
  it.each(SIGNED_IN_ONLY.map(([name, e]) => [name, e.method, e.path] as const))(
    '%s (%s %s) answers 401 to a visitor',
    async (_name, method, path) => {
      const body = method === 'GET' ? {} : { json: {} };
      const res = await t.client().request(method, anyPath(path), body);
      expect(res.status).toBe(401);
    },
  );
});
