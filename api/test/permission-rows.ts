import type { EndpointName } from '../../contract/endpoints';
import type { TestClient, TestResponse } from './test-client';
import { imageForm } from './fixtures';
import { ADDRESS, type PermissionWorld, type Role } from './permission-world';
import { REVIEW_ROWS } from './permission-rows-reviews';

/**
 * Every route of the contract, asked by nobody, a stranger, the owner and an admin (issue 23,
 * point 7). The owner is the artist unless the row says the buyer. What the owner keeps hidden (an
 * artwork pending approval, its stock, images and print products; a buyer's cart, orders,
 * requests and conversations) is a 404 for a stranger, exactly like a missing id. A route added to
 * contract/endpoints without a row here fails api/permissions.routes.test.ts.
 */
export interface Row {
  owner?: 'artist' | 'buyer';
  call(c: TestClient, w: PermissionWorld, role: Role): Promise<TestResponse>;
  /** Statuses for anon, stranger, owner, admin. */
  expect: string;
}

const H = (w: PermissionWorld) => w.ids.hidden;
/** Admins create for an artist (artistId); for the artist it is their own. */
const artworkBody = (w: PermissionWorld) => ({
  title: 'Evening Harbour',
  mediumId: w.mediumId,
  specialtyId: w.specialtyId,
  price: 450,
  artistId: w.ids.artist,
});

/** A commission in progress (issue 26 point 3): deposit paid, due 2099-01-15. */
async function workingRequest(w: PermissionWorld): Promise<number> {
  const id = await w.quotedCommissionRequest('accepted');
  await w
    .knex('commission_requests')
    .where({ id })
    .update({
      status: 'in_progress',
      proposal: w.knex.raw(
        `jsonb_set(jsonb_set(proposal, '{deliveryDate}', '"2099-01-15"'), '{milestones,0,state}', '"paid"')`,
      ),
    });
  return id;
}

export const ROWS: Record<EndpointName, Row> = {
  health: { call: (c) => c.get('/api/health'), expect: '200 200 200 200' },
  openApi: { call: (c) => c.get('/api/openapi.json'), expect: '200 200 200 200' },
  me: { call: (c) => c.get('/api/auth/me'), expect: '401 200 200 200' },
  login: {
    call: (c, w) =>
      c.post('/api/auth/login', { email: `nobody-${w.ids.hidden}@example.test`, password: 'wrong' }),
    expect: '401 401 401 401',
  },
  register: {
    call: async (_c, w, role) =>
      (await w.throwaway(role)).post('/api/auth/register', {
        email: `new-${role}-${Date.now()}@example.test`,
        username: `new_${role}_${Date.now()}`,
        password: 'a long enough passphrase',
        firstName: 'Ada',
        lastName: 'New',
      }),
    expect: '201 201 201 201',
  },
  logout: {
    call: async (_c, w, role) => (await w.throwaway(role)).post('/api/auth/logout'),
    expect: '200 200 200 200',
  },
  changePassword: {
    call: async (_c, w, role) =>
      (await w.throwaway(role)).post('/api/auth/password', {
        currentPassword: 'demo1234',
        newPassword: 'another long passphrase',
      }),
    expect: '401 200 200 200',
  },
  logoutEverywhere: {
    call: async (_c, w, role) => (await w.throwaway(role)).post('/api/auth/logout-everywhere'),
    expect: '401 200 200 200',
  },
  requestPasswordReset: {
    call: (c, _w, role) => c.post('/api/auth/password-reset', { email: `reset-${role}@example.test` }),
    expect: '200 200 200 200',
  },
  resetPassword: {
    call: (c) =>
      c.post('/api/auth/password-reset/confirm', {
        token: 'no-such-link-token',
        password: 'a long enough passphrase',
      }),
    expect: '410 410 410 410',
  },
  verifyEmail: {
    call: (c) => c.post('/api/auth/verify-email', { token: 'no-such-link-token' }),
    expect: '410 410 410 410',
  },
  // Test accounts are confirmed already: there is nothing to send again.
  resendVerification: { call: (c) => c.post('/api/auth/verify-email/resend'), expect: '401 409 409 409' },
  changeEmail: {
    call: async (_c, w, role) =>
      (await w.throwaway(role)).post('/api/auth/email', {
        newEmail: `moved-${role}-${Date.now()}@example.test`,
        password: 'demo1234',
      }),
    expect: '401 200 200 200',
  },
  listSessions: { call: (c) => c.get('/api/auth/sessions'), expect: '401 200 200 200' },
  // A throwaway account's session: its owner signs it out; anyone else finds nothing there.
  endSession: {
    call: async (c, w, role) => {
      const owner = await w.throwaway('stranger');
      const [session] = (await owner.get('/api/auth/sessions')).body as { id: string }[];
      return (role === 'owner' ? owner : c).delete(`/api/auth/sessions/${session!.id}`);
    },
    expect: '401 404 204 404',
  },
  twoFactorStatus: { call: (c) => c.get('/api/auth/two-factor'), expect: '401 200 200 200' },
  startTwoFactor: {
    call: async (_c, _w, role) => (await _w.throwaway(role)).post('/api/auth/two-factor/setup', {}),
    expect: '401 200 200 200',
  },
  // Nobody in the world has started a setup or turned two-factor sign-in on.
  confirmTwoFactor: {
    call: (c) => c.post('/api/auth/two-factor/confirm', { code: '000000' }),
    expect: '401 409 409 409',
  },
  disableTwoFactor: {
    call: (c) => c.post('/api/auth/two-factor/disable', { password: 'demo1234', code: '000000' }),
    expect: '401 409 409 409',
  },
  loginSecondStep: {
    call: (c) => c.post('/api/auth/login/second-step', { code: '000000' }),
    expect: '401 401 401 401',
  },
  getUser: {
    owner: 'buyer',
    call: (c, w) => c.get(`/api/users/${w.ids.buyerUser}`),
    expect: '404 404 200 200',
  },
  listArtistUsers: { call: (c) => c.get('/api/admin/artist-users'), expect: '401 403 403 200' },
  countArtistUsers: { call: (c) => c.get('/api/admin/artist-users/counts'), expect: '401 403 403 200' },
  listArtists: { call: (c) => c.get('/api/artists'), expect: '200 200 200 200' },
  getMyArtist: { call: (c) => c.get('/api/artists/me'), expect: '401 404 200 404' },
  getArtist: { call: (c, w) => c.get(`/api/artists/${w.ids.artist}`), expect: '200 200 200 200' },
  createArtist: {
    call: async (_c, w, role) => (await w.throwaway(role)).post('/api/artists', { bio: 'New here' }),
    expect: '401 403 409 201',
  },
  updateArtist: {
    call: (c, w) => c.patch(`/api/artists/${w.ids.artist}`, { bio: 'Oil on linen.' }),
    expect: '401 403 200 200',
  },
  approveArtist: {
    call: (c, w) => c.patch(`/api/artists/${w.ids.artist}/approve`, { approved: true }),
    expect: '401 403 403 200',
  },
  listArtistImages: {
    call: (c, w) => c.get(`/api/artist-images?artistId=${w.ids.artist}`),
    expect: '200 200 200 200',
  },
  setProfileImage: {
    call: async (c, w) => c.patch(`/api/artist-images/${await w.artistImage()}/set-profile`),
    expect: '401 403 200 200',
  },
  deleteArtistImage: {
    call: async (c, w) => c.delete(`/api/artist-images/${await w.artistImage()}`),
    expect: '401 403 204 204',
  },
  listArtworks: { call: (c) => c.get('/api/artworks'), expect: '200 200 200 200' },
  getArtwork: { call: (c, w) => c.get(`/api/artworks/${H(w)}`), expect: '404 404 200 200' },
  createArtwork: { call: (c, w) => c.post('/api/artworks', artworkBody(w)), expect: '401 403 201 201' },
  updateArtwork: {
    call: (c, w) => c.patch(`/api/artworks/${H(w)}`, { title: 'Renamed' }),
    expect: '401 404 200 200',
  },
  deleteArtwork: {
    call: async (c, w) => c.delete(`/api/artworks/${await w.hiddenArtwork()}`),
    expect: '401 404 204 204',
  },
  addArtworkImages: {
    call: async (c, w) => c.request('POST', `/api/artworks/${H(w)}/images`, { form: await imageForm() }),
    expect: '401 404 201 201',
  },
  approveArtwork: {
    call: async (c, w) => c.patch(`/api/artworks/${await w.hiddenArtwork()}/approve`, { approved: true }),
    expect: '401 403 403 200',
  },
  resubmitArtwork: {
    // Pending, so not resubmittable: the owner and admins hear why (409), a stranger nothing (404).
    call: (c, w) => c.post(`/api/artworks/${H(w)}/resubmit`, { note: 'Sharper photo' }),
    expect: '401 404 409 409',
  },
  artworkModerationHistory: {
    call: (c, w) => c.get(`/api/artworks/${H(w)}/moderation-history`),
    expect: '401 404 200 200',
  },
  resubmitArtist: {
    // The artist is approved (public), so a stranger is refused (403) rather than told it is missing.
    call: (c, w) => c.post(`/api/artists/${w.ids.artist}/resubmit`, {}),
    expect: '401 403 409 409',
  },
  artistModerationHistory: {
    call: (c, w) => c.get(`/api/artists/${w.ids.artist}/moderation-history`),
    expect: '401 404 200 200',
  },
  listArtworkImages: {
    call: (c, w) => c.get(`/api/artwork-images?artworkId=${H(w)}`),
    expect: '404 404 200 200',
  },
  listStock: { call: (c, w) => c.get(`/api/stock?artworkId=${H(w)}`), expect: '404 404 200 200' },
  createStock: {
    call: (c, w) =>
      c.post('/api/stock', { artworkId: H(w), type: 'print', price: 25, quantity: 10, dimensions: 'A3' }),
    expect: '401 404 201 201',
  },
  updateStock: {
    call: async (c, w) => c.patch(`/api/stock/${await w.stock(H(w), 'print')}`, { price: 42 }),
    expect: '401 404 200 200',
  },
  listCommissions: {
    call: (c, w) => c.get(`/api/commissions?artistId=${w.ids.artist}`),
    expect: '200 200 200 200',
  },
  getCommission: {
    call: async (c, w) => c.get(`/api/commissions/${await w.commission()}`),
    expect: '200 200 200 200',
  },
  createCommission: {
    call: (c, w) => c.post('/api/commissions', { title: 'Portrait in blue', artistId: w.ids.artist }),
    expect: '401 403 201 201',
  },
  updateCommission: {
    call: async (c, w) => c.patch(`/api/commissions/${await w.commission()}`, { title: 'Final' }),
    expect: '401 403 200 200',
  },
  deleteCommission: {
    call: async (c, w) => c.delete(`/api/commissions/${await w.commission()}`),
    expect: '401 403 204 204',
  },
  listCommissionRequests: {
    call: (c, w) => c.get(`/api/commission-requests?artistId=${w.ids.artist}`),
    expect: '401 403 200 200',
  },
  getCommissionRequest: {
    call: async (c, w) => c.get(`/api/commission-requests/${await w.commissionRequest()}`),
    expect: '401 404 200 200',
  },
  createCommissionRequest: {
    owner: 'buyer',
    call: (c, w) =>
      c.post('/api/commission-requests', {
        artistId: w.ids.artist,
        title: 'Harbour at dusk',
        description: 'A small harbour scene at dusk, in oil.',
      }),
    expect: '401 201 201 201',
  },
  updateCommissionRequest: {
    call: async (c, w) =>
      c.patch(`/api/commission-requests/${await w.commissionRequest()}`, {
        status: 'accepted',
        quotedPrice: 300,
      }),
    expect: '401 404 200 403',
  },
  sendCommissionProposal: {
    call: async (c, w) =>
      c.put(`/api/commission-requests/${await w.commissionRequest()}/proposal`, {
        scope: 'A harbour at dusk, 40x50 cm, oil on linen.',
        price: 300,
        deliveryDate: '2099-01-15',
        milestones: [{ title: 'Full payment', amount: 300 }],
      }),
    expect: '401 404 200 403',
  },
  answerCommissionProposal: {
    owner: 'buyer',
    call: async (c, w) =>
      c.post(`/api/commission-requests/${await w.quotedCommissionRequest()}/proposal/answer`, {
        answer: 'decline',
        proposalVersion: 1,
      }),
    expect: '401 404 200 403',
  },
  confirmMilestonePaid: {
    call: async (c, w) =>
      c.post(`/api/commission-requests/${await w.quotedCommissionRequest('accepted')}/milestones/1/paid`),
    expect: '401 404 200 403',
  },
  moveCommission: {
    call: async (c, w) =>
      c.post(`/api/commission-requests/${await workingRequest(w)}/moves`, {
        move: 'request_extension',
        deliveryDate: '2099-02-01',
        reason: 'The framer is late',
      }),
    expect: '401 404 200 403',
  },
  listCommissionUpdates: {
    call: async (c, w) => c.get(`/api/commission-requests/${await workingRequest(w)}/updates`),
    expect: '401 404 200 200',
  },
  postCommissionUpdate: {
    call: async (c, w) =>
      c.post(`/api/commission-requests/${await workingRequest(w)}/updates`, {
        body: 'The sketch is under way',
      }),
    expect: '401 404 201 403',
  },
  listCommissionServices: {
    call: (c, w) => c.get(`/api/commission-services?artistId=${w.ids.artist}`),
    expect: '200 200 200 200',
  },
  getCommissionService: {
    call: async (c, w) => c.get(`/api/commission-services/${await w.commissionService()}`),
    expect: '200 200 200 200',
  },
  createCommissionService: {
    call: (c) =>
      c.post('/api/commission-services', {
        title: 'Pet portraits',
        description: 'A small portrait of your pet, in oil.',
        priceMin: 50,
        priceMax: 120,
        turnaroundDays: 14,
        revisionsIncluded: 2,
      }),
    // Admins without an artist profile offer nothing.
    expect: '401 403 201 403',
  },
  updateCommissionService: {
    call: async (c, w) =>
      c.patch(`/api/commission-services/${await w.commissionService()}`, { status: 'closed' }),
    expect: '401 403 200 200',
  },
  deleteCommissionService: {
    call: async (c, w) => c.delete(`/api/commission-services/${await w.commissionService()}`),
    expect: '401 403 204 204',
  },
  listConversations: { owner: 'buyer', call: (c) => c.get('/api/conversations'), expect: '401 200 200 200' },
  startConversation: {
    owner: 'buyer',
    call: (c, w) => c.post('/api/conversations', { artistId: w.ids.artist, body: 'Hello' }),
    expect: '401 201 201 201',
  },
  getConversation: {
    owner: 'buyer',
    call: async (c, w) => c.get(`/api/conversations/${await w.conversation()}`),
    expect: '401 404 200 404',
  },
  listMessages: {
    owner: 'buyer',
    call: async (c, w) => c.get(`/api/conversations/${await w.conversation()}/messages`),
    expect: '401 404 200 404',
  },
  sendMessage: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/conversations/${await w.conversation()}/messages`, { body: 'Hi' }),
    expect: '401 404 201 404',
  },
  markConversationRead: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/conversations/${await w.conversation()}/read`),
    expect: '401 404 200 404',
  },
  listPrintProducts: { call: (c) => c.get('/api/printful/products'), expect: '200 200 200 200' },
  getPrintProduct: { call: (c) => c.get('/api/printful/products/poster-matte'), expect: '200 200 200 200' },
  listPodProducts: {
    call: (c, w) => c.get(`/api/pod-products?artworkId=${H(w)}`),
    expect: '404 404 200 200',
  },
  createPodProduct: {
    call: async (c, w) =>
      c.post('/api/pod-products', { artworkId: await w.hiddenArtwork(), externalId: 'poster-matte' }),
    expect: '401 404 201 201',
  },
  deletePodProduct: {
    call: async (c, w) => c.delete(`/api/pod-products/${await w.podProduct(await w.hiddenArtwork())}`),
    expect: '401 404 204 204',
  },
  createPodOrder: {
    call: (c, w) =>
      c.post('/api/pod-orders', {
        artworkId: H(w),
        variantId: 'poster-matte-18x24',
        quantity: 1,
        unitPrice: 34,
      }),
    expect: '401 404 404 404',
  },
  createOrder: {
    call: (c, w) => c.post('/api/orders', { artworkId: H(w), amount: 100 }),
    expect: '401 404 404 404',
  },
  addStockPrintToCart: {
    call: async (c, w) =>
      c.post('/api/cart/stock-prints', {
        stockItemId: await w.stock(H(w), 'print'),
        quantity: 1,
        unitPrice: 100,
      }),
    expect: '401 404 404 404',
  },
  getStats: { call: (c) => c.get('/api/stats'), expect: '401 403 403 200' },
  getShopSettings: { call: (c) => c.get('/api/shop/settings'), expect: '200 200 200 200' },
  getCart: { owner: 'buyer', call: (c) => c.get('/api/cart'), expect: '401 200 200 200' },
  updateCartPrint: {
    owner: 'buyer',
    call: async (c, w) => c.patch(`/api/cart/prints/${await w.cartPrint()}`, { quantity: 2 }),
    expect: '401 404 200 404',
  },
  removeCartPrint: {
    owner: 'buyer',
    call: async (c, w) => c.delete(`/api/cart/prints/${await w.cartPrint()}`),
    expect: '401 404 204 404',
  },
  removeCartOriginal: {
    owner: 'buyer',
    call: async (c, w) => c.delete(`/api/cart/originals/${await w.cartOriginal()}`),
    expect: '401 404 204 404',
  },
  checkout: {
    owner: 'buyer',
    call: async (c, w, role) => {
      if (role === 'owner') await w.cartOriginal();
      const cart = await c.get('/api/cart');
      return c.post('/api/checkout', { address: ADDRESS, itemsTotal: cart.body?.itemsTotal ?? 0 });
    },
    expect: '401 409 201 409',
  },
  listMyOrders: { owner: 'buyer', call: (c) => c.get('/api/purchases'), expect: '401 200 200 200' },
  getMyOrder: {
    owner: 'buyer',
    call: async (c, w) => c.get(`/api/purchases/${await w.purchase()}`),
    expect: '401 404 200 404',
  },
  cancelMyOrder: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/purchases/${await w.purchase()}/cancel`),
    expect: '401 404 200 404',
  },
  reportOrderProblem: {
    owner: 'buyer',
    call: async (c, w) =>
      c.post(`/api/purchases/${await w.purchase()}/problem`, { message: 'The parcel never arrived here.' }),
    expect: '401 404 200 404',
  },
  listFlaggedOrders: { call: (c) => c.get('/api/admin/flagged-orders'), expect: '401 403 403 200' },
  resolveFlaggedOrder: {
    call: async (c, w) => {
      const id = await w.purchase();
      await w.knex('purchases').where({ id }).update({ problem: 'Broken', problem_reported_at: new Date() });
      return c.post(`/api/admin/flagged-orders/${id}/resolve`);
    },
    expect: '401 403 403 204',
  },
  confirmReceipt: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/purchases/${await w.purchase()}/received`),
    expect: '401 404 409 404',
  },
  listSales: { call: (c) => c.get('/api/sales'), expect: '401 403 200 403' },
  updateSale: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/status`, { status: 'paid' }),
    expect: '401 404 200 404',
  },
  getPayoutDetails: { call: (c) => c.get('/api/payout-details'), expect: '401 403 200 403' },
  updatePayoutDetails: {
    call: (c) => c.put('/api/payout-details', { paymentLink: 'https://pay.example/me' }),
    expect: '401 403 200 403',
  },
  getInvoicePdf: {
    owner: 'buyer',
    call: async (c, w) => c.get(`/api/orders/${await w.purchase()}/invoice.pdf`),
    expect: '401 404 200 404',
  },
  listOrderMessages: {
    owner: 'buyer',
    call: async (c, w) => c.get(`/api/purchases/${await w.purchase()}/messages`),
    expect: '401 404 200 404',
  },
  sendOrderMessage: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/purchases/${await w.purchase()}/messages`, { body: 'Hello' }),
    expect: '401 404 201 404',
  },
  reportPayment: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/purchases/${await w.purchase()}/paid`),
    expect: '401 404 200 404',
  },
  // Card payments: the permission world has no Stripe keys (api/modules/payments/stripe.routes.test.ts has).
  getStripeAccount: { call: (c) => c.get('/api/payments/stripe/account'), expect: '401 403 200 403' },
  connectStripe: { call: (c) => c.post('/api/payments/stripe/account'), expect: '401 403 409 403' },
  stripeWebhook: {
    call: (c) => c.post('/api/payments/stripe/webhook', { id: 'evt_1', type: 'account.updated' }),
    expect: '404 404 404 404',
  },
  resumeCardPayment: {
    owner: 'buyer',
    call: async (c, w) => c.post(`/api/purchases/${await w.purchase()}/card-payment`),
    expect: '401 404 409 404',
  },
  // Refunds and returns: the order here awaits payment, so its own side gets 409 (the flows:
  // api/modules/refunds/*.routes.test.ts); a stranger, another artist and an admin never see it.
  cancelPaidSale: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/refund`),
    expect: '401 404 409 404',
  },
  refundSale: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/refunds`, { amount: 10 }),
    expect: '401 404 409 404',
  },
  recordRefundSent: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/refund-sent`),
    expect: '401 404 409 404',
  },
  requestReturn: {
    owner: 'buyer',
    call: async (c, w) =>
      c.post(`/api/purchases/${await w.purchase()}/return`, { reason: 'It does not fit the room.' }),
    expect: '401 404 409 404',
  },
  answerReturn: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/return`, { accept: true }),
    expect: '401 404 409 404',
  },
  returnReceived: {
    call: async (c, w) => c.post(`/api/sales/${await w.purchase()}/return-received`),
    expect: '401 404 409 404',
  },
  listDisputes: { call: (c) => c.get('/api/admin/disputes'), expect: '401 403 403 200' },
  listSpecialties: { call: (c) => c.get('/api/specialties'), expect: '200 200 200 200' },
  listMediums: { call: (c) => c.get('/api/mediums'), expect: '200 200 200 200' },
  syncChanges: { call: (c) => c.get('/api/sync/changes'), expect: '200 200 200 200' },
  getFollowState: { call: (c, w) => c.get(`/api/artists/${w.ids.artist}/follow`), expect: '200 200 200 200' },
  followArtist: {
    call: (c, w) => c.request('PUT', `/api/artists/${w.ids.artist}/follow`),
    expect: '401 200 200 200',
  },
  unfollowArtist: {
    call: (c, w) => c.delete(`/api/artists/${w.ids.artist}/follow`),
    expect: '401 200 200 200',
  },
  listFollowing: { call: (c) => c.get('/api/following'), expect: '401 200 200 200' },
  favouriteArtwork: {
    call: (c, w) => c.request('PUT', `/api/artworks/${H(w)}/favourite`),
    expect: '401 404 404 404',
  },
  unfavouriteArtwork: {
    call: (c, w) => c.delete(`/api/artworks/${H(w)}/favourite`),
    expect: '401 200 200 200',
  },
  listFavourites: { call: (c) => c.get('/api/favourites'), expect: '401 200 200 200' },
  savedIds: { call: (c) => c.get('/api/saved/ids'), expect: '401 200 200 200' },
  listNotifications: { call: (c) => c.get('/api/notifications'), expect: '401 200 200 200' },
  unreadNotificationCount: {
    call: (c) => c.get('/api/notifications/unread-count'),
    expect: '401 200 200 200',
  },
  markAllNotificationsRead: { call: (c) => c.post('/api/notifications/read-all'), expect: '401 200 200 200' },
  markNotificationRead: {
    call: async (c, w) => c.post(`/api/notifications/${await w.notification(w.ids.artistUser)}/read`),
    expect: '401 404 200 404',
  },
  getNotificationMailPrefs: {
    call: (c) => c.get('/api/notifications/mail-prefs'),
    expect: '401 200 200 200',
  },
  updateNotificationMailPrefs: {
    call: (c) => c.put('/api/notifications/mail-prefs', { message_received: 'digest' }),
    expect: '401 200 200 200',
  },
  unsubscribeNotificationMail: {
    call: (c) => c.post('/api/mail/unsubscribe?token=1.order_update.forged'),
    expect: '410 410 410 410',
  },
  listMailbox: { call: (c) => c.get('/api/dev/mailbox'), expect: '401 403 403 200' },
  getMailboxMessage: {
    call: async (c, w) => c.get(`/api/dev/mailbox/${await w.mail()}`),
    expect: '401 403 403 200',
  },
  recordVitals: {
    call: (c) => c.post('/api/vitals', { page: 'artwork', metrics: [{ name: 'LCP', value: 1200 }] }),
    expect: '204 204 204 204',
  },
  getVitals: { call: (c) => c.get('/api/vitals'), expect: '401 403 403 200' },
  ...REVIEW_ROWS,
};
