import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import { countdownWords, deliveryCountdown, type DeliveryTone } from '@contract/commission-machine';
import { requestActions, type RequestAction } from './request-actions';

/**
 * The artist's board (issue 26, point 6) and the collector's: the spec's statuses grouped into the
 * stages a commission goes through. Declined, cancelled and expired requests leave the board for
 * the last column, so nothing disappears.
 */
export const BOARD_STAGES = [
  { stage: 'requested', label: 'Requested' },
  { stage: 'waitlist', label: 'Waitlist' },
  { stage: 'proposed', label: 'Proposed' },
  { stage: 'in_progress', label: 'In progress' },
  { stage: 'delivered', label: 'Delivered' },
  { stage: 'completed', label: 'Completed' },
  { stage: 'closed', label: 'Declined or cancelled' },
] as const;
export type BoardStage = (typeof BOARD_STAGES)[number]['stage'];

/** Delivered: a milestone is delivered and waits for the collector's approval (or a revision). */
function isDelivered(request: CommissionRequest): boolean {
  return request.proposal?.milestones.some((m) => m.work === 'delivered') ?? false;
}

export function boardStage(request: CommissionRequest): BoardStage {
  switch (request.status) {
    case 'pending':
      return request.waitlistPlace ? 'waitlist' : 'requested';
    case 'quoted':
    case 'quote_declined':
      return 'proposed';
    case 'accepted':
    case 'in_progress':
      return isDelivered(request) ? 'delivered' : 'in_progress';
    case 'completed':
      return 'completed';
    case 'rejected':
    case 'cancelled':
      return 'closed';
  }
}

/** The requests by stage, in the board's order, each column keeping the list's order. */
export function groupByStage(
  requests: readonly CommissionRequest[],
): Record<BoardStage, CommissionRequest[]> {
  const columns = Object.fromEntries(BOARD_STAGES.map(({ stage }) => [stage, []])) as unknown as Record<
    BoardStage,
    CommissionRequest[]
  >;
  for (const request of requests) columns[boardStage(request)].push(request);
  // In progress "by milestone": the furthest along first.
  columns.in_progress.sort((a, b) => (milestoneProgress(b)?.paid ?? 0) - (milestoneProgress(a)?.paid ?? 0));
  return columns;
}

/** Milestones paid of the proposal's (void ones do not count); null without a proposal. */
export function milestoneProgress(request: CommissionRequest): { paid: number; total: number } | null {
  const milestones = request.proposal?.milestones.filter((m) => m.state !== 'void');
  if (!milestones?.length) return null;
  return { paid: milestones.filter((m) => m.state === 'paid').length, total: milestones.length };
}

/** The milestone being worked on ("Milestone 2 of 3: Sketch approved"), for In progress. */
export function currentMilestone(request: CommissionRequest): string | null {
  const milestones = request.proposal?.milestones ?? [];
  const index = milestones.findIndex((m) => m.state === 'unpaid');
  if (index < 0) return null;
  return `Milestone ${index + 1} of ${milestones.length}: ${milestones[index]!.title}`;
}

/** Days to the proposal's delivery date while the commission is open ("12 days left", amber, red). */
export function boardCountdown(
  request: CommissionRequest,
  today: string,
): { words: string; tone: DeliveryTone } | null {
  const date = request.proposal?.deliveryDate ?? request.estimatedCompletion;
  const stage = boardStage(request);
  if (!date || stage === 'completed' || stage === 'closed') return null;
  const { days, tone } = deliveryCountdown(date, today);
  return { words: countdownWords(days), tone };
}

/** The moves a board card offers itself (one click, no form): the rest open the full card. */
export function quickMoves(role: RequestActor, request: CommissionRequest): RequestAction[] {
  return requestActions(role, request.status, request.proposal).filter(
    (action) => action.kind === 'direct' && role === 'artist',
  );
}
