import type { EndpointName } from '@contract/endpoints';
import type { OutboxItem } from '@/offline/outbox';
import { commandPathId } from '@/lib/write-command';

/** Where a queued item's own form lives: Edit in the sync panel goes there, the form opens prefilled. */
export type QueuedItemForm =
  | { to: '/artist-dashboard'; search: { queued: number } }
  | { to: '/artist-profile-edit' }
  | { to: '/commission-requests'; search: { queued: number } }
  | { to: '/commission-requests'; search: { request: number; review: number } }
  | { to: '/commission-requests'; search: { tab: 'received'; request: number; proposal: number } }
  | { to: '/commission-requests'; search: { tab: 'received'; request: number; update: number } };

// The writes whose form reopens from the outbox: the form starts from the queued item, its own
// validation applies, and saving replaces the item (same place, same key), never adds a second.
// - A new artwork or an artwork's edit: the artwork form on the dashboard (`?queued=<seq>`).
// - The artist profile (created or changed): its editor, which always starts from what is queued.
// - A commission request: the request's form over the collector's requests (`/commission-requests?queued=<seq>`),
//   not the artist's page, which is public and must stay light.
// - A review: the request's card there (`?request=<id>&review=<seq>`), its review form prefilled;
//   the page opens the tab that lists the request (an artist may have sent it as a collector).
// - A proposal or a work update (the artist's, on a request they received): the card's proposal
//   form (`?proposal=<seq>`) or work update form (`?update=<seq>`, its photos too) on Received.
const FORMS: Partial<Record<EndpointName, (item: OutboxItem) => QueuedItemForm | null>> = {
  createArtwork: (item) => ({ to: '/artist-dashboard', search: { queued: item.seq } }),
  updateArtwork: (item) => ({ to: '/artist-dashboard', search: { queued: item.seq } }),
  createArtist: () => ({ to: '/artist-profile-edit' }),
  updateArtist: () => ({ to: '/artist-profile-edit' }),
  createCommissionRequest: (item) => ({ to: '/commission-requests', search: { queued: item.seq } }),
  writeCommissionReview: (item) => {
    const id = commandPathId(item.command);
    return id === null ? null : { to: '/commission-requests', search: { request: id, review: item.seq } };
  },
  sendCommissionProposal: (item) => {
    const id = commandPathId(item.command);
    return id === null
      ? null
      : { to: '/commission-requests', search: { tab: 'received', request: id, proposal: item.seq } };
  },
  postCommissionUpdate: (item) => {
    const id = commandPathId(item.command);
    return id === null
      ? null
      : { to: '/commission-requests', search: { tab: 'received', request: id, update: item.seq } };
  },
};

/** The form Edit reopens for an item, or null (no form, or it is being sent right now). */
export function queuedItemForm(item: OutboxItem): QueuedItemForm | null {
  if (item.status === 'sending') return null;
  return FORMS[item.command.endpoint]?.(item) ?? null;
}
