import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { EndpointName } from '@contract/endpoints';
import { artistImageKeys } from './artist-images';
import { artistKeys } from './artists';
import { artworkImageKeys } from './artwork-images';
import { artworkKeys } from './artworks';
import { cartKeys, purchaseKeys } from './cart';
import { commissionKeys } from './commissions';
import { commissionServiceKeys } from './commission-services';
import { commissionRequestKeys, commissionUpdateKeys } from './commission-requests';
import { conversationKeys } from './conversations';
import { followKeys } from './follows';
import { invoiceKeys } from './invoices';
import { paymentKeys } from './payments';
import { reviewKeys } from './reviews';
import { podProductKeys } from './pod';
import { sessionKeys } from './sessions';
import { statsKeys } from './stats';
import { stockKeys } from './stock';
import { userKeys } from './users';

/**
 * What a write makes stale, in one table (web/lib/write.ts applies it after every command):
 * - `keys`: the key factories' prefixes to invalidate;
 * - `on`: 'success' (the default), or 'settled' when a failure also means the screen is out of date
 *   (409: someone else decided first, or PRICE_CHANGED), or 'error' when only a failure does.
 * The invalidation is awaited, so a write stays pending until the refreshed lists are in (spec
 * section 7). Sign-in and sign-out reset the whole cache instead (web/api/auth.ts `resetCacheForUser`).
 */
export interface InvalidationRule {
  keys: readonly QueryKey[];
  on?: 'success' | 'settled' | 'error';
}

export const invalidation: Partial<Record<EndpointName, InvalidationRule>> = {
  // A confirmed or changed e-mail address shows on the profile (issue 24).
  verifyEmail: { keys: [[CURRENT_USER_KEY]] },
  // The profile's sessions list.
  endSession: { keys: [sessionKeys.all], on: 'settled' },
  // An artwork appears in lists, its detail, its artist's card counts and the admin's stats.
  createArtwork: { keys: [artworkKeys.all, artworkImageKeys.all], on: 'settled' },
  updateArtwork: { keys: [artworkKeys.all, artworkImageKeys.all], on: 'settled' },
  addArtworkImages: { keys: [artworkKeys.all, artworkImageKeys.all], on: 'settled' },
  deleteArtwork: { keys: [artworkKeys.all] },
  // Approval decides what is public; after a 409 another admin decided first: show the current state.
  approveArtwork: { keys: [artworkKeys.all, statsKeys.all, artistKeys.all], on: 'settled' },
  approveArtist: {
    keys: [userKeys.artistUsers(), statsKeys.all, artistKeys.all, artworkKeys.all],
    on: 'settled',
  },
  // Sent back for review: back in the admin's pending queue and counts (a 409 means it changed meanwhile).
  resubmitArtwork: { keys: [artworkKeys.all, statsKeys.all], on: 'settled' },
  resubmitArtist: { keys: [artistKeys.all, userKeys.artistUsers(), statsKeys.all], on: 'settled' },
  // Avatars and profile images show on the artist's cards and profile too.
  createArtist: { keys: [artistKeys.all, artistImageKeys.all] },
  updateArtist: { keys: [artistKeys.all, artistImageKeys.all] },
  setProfileImage: { keys: [artistImageKeys.all, artistKeys.all] },
  deleteArtistImage: { keys: [artistImageKeys.all, artistKeys.all], on: 'settled' },
  createStock: { keys: [stockKeys.all] },
  updateStock: { keys: [stockKeys.all] },
  // Sold now, sold meanwhile (409) or repriced (400): the stock on screen is out of date either way.
  // The cart holds it now (or it ran out meanwhile).
  createOrder: { keys: [stockKeys.all, cartKeys.all], on: 'settled' },
  // A refused print order (repriced, withdrawn) means the offers on screen are stale; a placed one is in the cart.
  createPodOrder: { keys: [podProductKeys.all, cartKeys.all], on: 'settled' },
  // The stock on screen may be stale (409: fewer left); a reserved print is in the cart.
  addStockPrintToCart: { keys: [stockKeys.all, cartKeys.all], on: 'settled' },
  updateCartPrint: { keys: [cartKeys.all], on: 'settled' },
  removeCartPrint: { keys: [cartKeys.all], on: 'settled' },
  // A removed original is for sale again.
  removeCartOriginal: { keys: [cartKeys.all, stockKeys.all], on: 'settled' },
  // After a 409 too: a reservation ran out, the cart on screen is stale.
  checkout: { keys: [cartKeys.all, purchaseKeys.all, stockKeys.all], on: 'settled' },
  cancelMyOrder: { keys: [purchaseKeys.all, cartKeys.all, stockKeys.all], on: 'settled' },
  updateSale: { keys: [purchaseKeys.all, statsKeys.all], on: 'settled' },
  updatePayoutDetails: { keys: [invoiceKeys.payout()] },
  sendOrderMessage: { keys: [invoiceKeys.all] },
  reportPayment: { keys: [purchaseKeys.all], on: 'settled' },
  confirmReceipt: { keys: [purchaseKeys.all], on: 'settled' },
  // Refunds and returns: a cancelled or returned order's original is for sale again; sales net of refunds.
  cancelPaidSale: { keys: [purchaseKeys.all, stockKeys.all, statsKeys.all], on: 'settled' },
  refundSale: { keys: [purchaseKeys.all, statsKeys.all], on: 'settled' },
  recordRefundSent: { keys: [purchaseKeys.all, statsKeys.all], on: 'settled' },
  requestReturn: { keys: [purchaseKeys.all, invoiceKeys.all], on: 'settled' },
  answerReturn: { keys: [purchaseKeys.all, invoiceKeys.all], on: 'settled' },
  returnReceived: { keys: [purchaseKeys.all, stockKeys.all, statsKeys.all], on: 'settled' },
  connectStripe: { keys: [paymentKeys.all], on: 'settled' },
  // The report is written to the order's thread too.
  reportOrderProblem: { keys: [purchaseKeys.all, invoiceKeys.all], on: 'settled' },
  // After a 409 too: the list on screen missed a product offered elsewhere.
  createPodProduct: { keys: [podProductKeys.all], on: 'settled' },
  deletePodProduct: { keys: [podProductKeys.all], on: 'settled' },
  createCommission: { keys: [commissionKeys.all] },
  updateCommission: { keys: [commissionKeys.all] },
  deleteCommission: { keys: [commissionKeys.all] },
  // A request may join a service's waitlist; a refused one (Closed) means the service on screen is stale.
  createCommissionRequest: { keys: [commissionRequestKeys.all, commissionServiceKeys.all], on: 'settled' },
  // After a 409 too: the request moved on meanwhile (a reply sent later from the outbox included).
  updateCommissionRequest: { keys: [commissionRequestKeys.all, commissionServiceKeys.all], on: 'settled' },
  // Proposals (issue 26): after a 409 too, the proposal on screen was revised or expired meanwhile.
  sendCommissionProposal: { keys: [commissionRequestKeys.all], on: 'settled' },
  answerCommissionProposal: { keys: [commissionRequestKeys.all, commissionServiceKeys.all], on: 'settled' },
  confirmMilestonePaid: { keys: [commissionRequestKeys.all], on: 'settled' },
  // A review (or a 409: the window closed, the other side's is in) and the admins' decisions.
  writeCommissionReview: { keys: [reviewKeys.all], on: 'settled' },
  reportReview: { keys: [reviewKeys.reported()] },
  hideReview: { keys: [reviewKeys.all], on: 'settled' },
  // The work on milestones (issue 26 points 3 and 4): the request and its work log.
  moveCommission: { keys: [commissionRequestKeys.all, commissionUpdateKeys.all], on: 'settled' },
  postCommissionUpdate: { keys: [commissionRequestKeys.all, commissionUpdateKeys.all], on: 'settled' },
  createCommissionService: { keys: [commissionServiceKeys.all] },
  updateCommissionService: { keys: [commissionServiceKeys.all], on: 'settled' },
  deleteCommissionService: { keys: [commissionServiceKeys.all], on: 'settled' },
  startConversation: { keys: [conversationKeys.all] },
  sendMessage: { keys: [conversationKeys.all] },
  markConversationRead: { keys: [conversationKeys.lists()] },
  // A follow or a heart sent from the outbox later: the ids, counts and lists catch up (on a
  // refusal too, the change shown meanwhile goes back).
  followArtist: { keys: [followKeys.all], on: 'settled' },
  unfollowArtist: { keys: [followKeys.all], on: 'settled' },
  favouriteArtwork: { keys: [followKeys.all], on: 'settled' },
  unfavouriteArtwork: { keys: [followKeys.all], on: 'settled' },
};

/** Applies the endpoint's rule for an outcome ('success' or 'error'); resolves when the refetches are in. */
export async function invalidateAfter(
  queryClient: QueryClient,
  endpoint: EndpointName,
  outcome: 'success' | 'error',
): Promise<void> {
  const rule = invalidation[endpoint];
  if (!rule) return;
  const on = rule.on ?? 'success';
  if (on !== 'settled' && on !== outcome) return;
  await Promise.all(rule.keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
