import type { RequestActor } from '../../../contract/commission-request';

/** The app path that opens a request's card (and its thread) for one of its parties. */
export function requestLink(id: number, party: RequestActor): string {
  return `/commission-requests?tab=${party === 'artist' ? 'received' : 'sent'}&request=${id}`;
}
