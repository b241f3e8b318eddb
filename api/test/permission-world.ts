import type { Knex } from 'knex';
import { createArtist, createArtwork, createReference, createUser, signIn } from './fixtures';
import { queueMail } from '../modules/mail/queue-mail';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** Who asks: nobody signed in, a signed-in stranger, the owner of the object, an admin. */
export type Role = 'anon' | 'stranger' | 'owner' | 'admin';
export const ROLES: Role[] = ['anon', 'stranger', 'owner', 'admin'];

export const ADDRESS = {
  fullName: 'Ada Buyer',
  line1: '1 Quay St',
  city: 'Porto',
  postalCode: '4000',
  country: 'PT',
};

/**
 * The objects of the route-by-route permission test (api/permissions.routes.test.ts). The artist
 * owns a public artwork and a hidden one (pending approval), each with an original, a print and a
 * print-on-demand product; the buyer owns a cart, an order, a commission request and a
 * conversation with the artist. Makers give a fresh object for calls that use one up.
 */
export interface PermissionWorld {
  knex: Knex;
  clients: {
    anon: TestClient;
    stranger: TestClient;
    artist: TestClient;
    buyer: TestClient;
    admin: TestClient;
  };
  ids: { artistUser: number; buyerUser: number; artist: number; publicArtwork: number; hidden: number };
  mediumId: number;
  specialtyId: number;
  hiddenArtwork(): Promise<number>;
  stock(artworkId: number, type: 'original' | 'print'): Promise<number>;
  artistImage(): Promise<number>;
  commission(): Promise<number>;
  commissionRequest(): Promise<number>;
  /** A request with a one-milestone proposal (version 1) awaiting the buyer's answer (or accepted). */
  quotedCommissionRequest(status?: 'quoted' | 'accepted'): Promise<number>;
  commissionService(): Promise<number>;
  conversation(): Promise<number>;
  notification(userId: number): Promise<number>;
  podProduct(artworkId: number): Promise<number>;
  cartPrint(): Promise<number>;
  cartOriginal(): Promise<number>;
  purchase(): Promise<number>;
  /** A mail in the outbox (the development mailbox shows it). */
  mail(): Promise<number>;
  /** A throwaway signed-in client of the role's kind, for calls that change its account. */
  throwaway(role: Role): Promise<TestClient>;
}

export async function createPermissionWorld(t: TestApp): Promise<PermissionWorld> {
  const knex = t.db.knex;
  const artist = await createArtist(knex);
  const buyer = await createUser(knex);
  const stranger = await createUser(knex);
  const admin = await createUser(knex, { role: 'admin' });
  const clients = {
    anon: t.client(),
    stranger: await signIn(t, stranger.email),
    artist: await signIn(t, artist.email),
    buyer: await signIn(t, buyer.email),
    admin: await signIn(t, admin.email),
  };
  const stock = async (artworkId: number, type: 'original' | 'print') => {
    const [row] = await knex('stock_items')
      .insert({ artwork_id: artworkId, type, price_cents: 10000, quantity: type === 'original' ? 1 : 20 })
      .returning('id');
    return (row as { id: number }).id;
  };
  const withStock = async (approval: 'approved' | 'pending') => {
    const { id } = await createArtwork(knex, artist.artistId, { approval_status: approval });
    await stock(id, 'original');
    await stock(id, 'print');
    return id;
  };
  const podProduct = async (artworkId: number) => {
    const res = await clients.artist.post('/api/pod-products', { artworkId, externalId: 'poster-matte' });
    if (res.status !== 201) throw new Error(`pod product: ${res.status} ${res.text}`);
    return res.body.id as number;
  };
  const publicArtwork = await withStock('approved');
  const hidden = await withStock('pending');
  await podProduct(publicArtwork);
  await podProduct(hidden);
  const insert = async (table: string, row: Record<string, unknown>) =>
    ((await knex(table).insert(row).returning('id'))[0] as { id: number }).id;

  const world: PermissionWorld = {
    knex,
    clients,
    ids: { artistUser: artist.id, buyerUser: buyer.id, artist: artist.artistId, publicArtwork, hidden },
    mediumId: await createReference(knex, 'mediums', 'Oil'),
    specialtyId: await createReference(knex, 'specialties', 'Landscape'),
    hiddenArtwork: () => withStock('pending'),
    stock,
    podProduct,
    artistImage: () =>
      insert('artist_images', { artist_id: artist.artistId, image_url: '/x.png', title: 'Studio' }),
    commission: () => insert('commissions', { artist_id: artist.artistId, title: 'Portrait in blue' }),
    commissionRequest: () =>
      insert('commission_requests', {
        user_id: buyer.id,
        artist_id: artist.artistId,
        title: 'Harbour at dusk',
        description: 'A small harbour scene at dusk, in oil.',
      }),
    quotedCommissionRequest: (status = 'quoted') =>
      insert('commission_requests', {
        user_id: buyer.id,
        artist_id: artist.artistId,
        title: 'Harbour at dusk',
        description: 'A small harbour scene at dusk, in oil.',
        status,
        quoted_price_cents: 30000,
        proposal: JSON.stringify({
          version: 1,
          scope: 'A harbour at dusk',
          priceCents: 30000,
          deliveryDate: null,
          sentAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          milestones: [
            {
              title: 'Full payment',
              amountCents: 30000,
              deliverable: '',
              nonRefundable: false,
              state: 'unpaid',
            },
          ],
        }),
      }),
    commissionService: () =>
      insert('commission_services', {
        artist_id: artist.artistId,
        title: 'Pet portraits',
        description: 'A small portrait of your pet, in oil.',
        price_min_cents: 5000,
        price_max_cents: 12000,
        turnaround_days: 14,
        usage_rights: 'Personal use',
      }),
    conversation: async () => {
      const direct = { user_id: buyer.id, artist_id: artist.artistId, request_id: null };
      const found = await knex('conversations').where(direct).first('id');
      return found ? (found as { id: number }).id : insert('conversations', direct);
    },
    notification: (userId) =>
      insert('notifications', { user_id: userId, kind: 'order_update', title: 'Hello' }),
    cartPrint: async () => {
      // A fresh line each time (the same print again would add to one line, 5 at most).
      await knex('pod_orders')
        .where({ user_id: buyer.id, status: 'pending' })
        .whereNull('purchase_id')
        .update({ status: 'cancelled' });
      const res = await clients.buyer.post('/api/pod-orders', {
        artworkId: publicArtwork,
        variantId: 'poster-matte-18x24',
        quantity: 1,
        unitPrice: 34,
      });
      if (res.status !== 201) throw new Error(`cart print: ${res.status} ${res.text}`);
      return res.body.id as number;
    },
    cartOriginal: async () => {
      // Frees the buyer's reservation slots (the cap has its own test: orders.limits.test.ts); an
      // order already checked out stays awaiting payment.
      await knex('orders')
        .where({ user_id: buyer.id, status: 'pending' })
        .update({ expires_at: new Date(Date.now() - 1000) });
      const artworkId = await withStock('approved');
      const res = await clients.buyer.post('/api/orders', { artworkId, amount: 100 });
      if (res.status !== 201) throw new Error(`cart original: ${res.status} ${res.text}`);
      return res.body.id as number;
    },
    purchase: async () => {
      await world.cartOriginal();
      const cart = await clients.buyer.get('/api/cart');
      const res = await clients.buyer.post('/api/checkout', {
        address: ADDRESS,
        itemsTotal: cart.body.itemsTotal,
      });
      if (res.status !== 201) throw new Error(`purchase: ${res.status} ${res.text}`);
      return res.body.orders[0].id as number;
    },
    mail: () =>
      queueMail(knex, {
        to: buyer.email,
        kind: 'sign_in_attempts',
        data: { firstName: 'Ada', failures: 25 },
      }),
    throwaway: async (role) => {
      if (role === 'anon') return t.client();
      const user =
        role === 'owner'
          ? await createArtist(knex)
          : await createUser(knex, { role: role === 'admin' ? 'admin' : 'user' });
      return signIn(t, user.email);
    },
  };
  return world;
}
