import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import { countdownWords, deliveryCountdown, type DeliveryTone } from '@contract/commission-machine';
import { requestActions, unapprovedMilestone, type RequestAction } from './request-actions';

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

/**
 * The milestone being worked on ("Milestone 2 of 3: Sketch approved"), for In progress: the first
 * one neither void nor approved (a paid deposit is in work until the collector approves it).
 */
export function currentMilestone(request: CommissionRequest): string | null {
  const milestones = request.proposal?.milestones ?? [];
  const index = milestones.findIndex((m) => m.state !== 'void' && m.work !== 'approved');
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

const STAGE_LABEL = Object.fromEntries(BOARD_STAGES.map(({ stage, label }) => [stage, label])) as Record<
  BoardStage,
  string
>;

/** Where a status leads on the board (the column a move's card lands in). */
function stageOfStatus(request: CommissionRequest, status: CommissionRequest['status']): BoardStage {
  return boardStage({
    ...request,
    status,
    waitlistPlace: status === 'pending' ? request.waitlistPlace : null,
  });
}

/**
 * A card dropped on a column (issue 26 point 6): the one-click move of the state machine that lands
 * it there, or why nothing moves, in words. Null when it is dropped back on its own column.
 */
export function dropMove(
  role: RequestActor,
  request: CommissionRequest,
  stage: BoardStage,
): { action: RequestAction } | { refused: string } | null {
  const from = boardStage(request);
  if (from === stage) return null;
  const action = quickMoves(role, request).find((a) => stageOfStatus(request, a.to) === stage);
  if (action) return { action };
  const words = `“${request.title}” stays in ${STAGE_LABEL[from]}`;
  if (role !== 'artist') return { refused: `${words}: only the artist moves cards on the board.` };
  if (stage === 'completed' && request.status === 'in_progress' && unapprovedMilestone(request.proposal))
    return {
      refused: `${words}: a milestone is not approved yet, and the commission completes when ${request.senderName} approves the last one.`,
    };
  const withForm = requestActions(role, request.status, request.proposal).find(
    (a) => a.kind !== 'direct' && stageOfStatus(request, a.to) === stage,
  );
  if (withForm) return { refused: `${words}: “${withForm.label}” asks for details, on the card.` };
  return { refused: `${words}: it cannot go from ${STAGE_LABEL[from]} to ${STAGE_LABEL[stage]}.` };
}
