import type { CommissionRequestStatus } from './enum-values';
import type { ProposalDraft, Side } from './commission-types';
import type { WorkMove } from './commission-work';

/**
 * The transitions table of the commission state machine (issue 26, point 8): every move, by side,
 * from which statuses, to which, with its guard and effect in words. contract/commission-machine.ts
 * applies it; the UI reads it to offer only the buttons that may work; docs/commissions.md shows it.
 */
export type Move =
  | { kind: 'propose'; draft: ProposalDraft }
  | { kind: 'accept_request'; draft: ProposalDraft | null }
  | { kind: 'decline' }
  | { kind: 'accept_proposal'; version: number }
  | { kind: 'decline_proposal'; version: number }
  | { kind: 'cancel' }
  | { kind: 'start' }
  | { kind: 'confirm_payment'; index: number }
  | { kind: 'complete' }
  | { kind: 'expire' }
  | WorkMove;
export type MoveKind = Move['kind'];

export const FINAL_STATUSES: readonly CommissionRequestStatus[] = ['rejected', 'completed', 'cancelled'];

export interface Transition {
  move: MoveKind;
  side: Side;
  from: readonly CommissionRequestStatus[];
  /** The status after the move; null when the status stays (a milestone changes instead). */
  to: CommissionRequestStatus | null;
  /** In words, for the transitions table (docs/commissions.md). */
  label: string;
  guard: string;
  effect: string;
}

/** The work on an accepted commission (issue 26 points 3 and 4: contract/commission-work.ts). */
const WORK_TRANSITIONS: readonly Transition[] = [
  {
    move: 'deliver',
    side: 'artist',
    from: ['in_progress'],
    to: null,
    label: 'Deliver a milestone',
    guard: 'the milestone in work, paid, not delivered yet',
    effect: 'it waits for the collector’s approval',
  },
  {
    move: 'approve',
    side: 'collector',
    from: ['in_progress'],
    to: null,
    label: 'Approve a delivery',
    guard: 'the milestone is delivered',
    effect: 'approved; the next milestone’s invoice is issued; the last one completes the commission',
  },
  {
    move: 'request_revision',
    side: 'collector',
    from: ['in_progress'],
    to: null,
    label: 'Ask for a revision',
    guard: 'the milestone is delivered; a revision is left',
    effect: 'back in work; revisions left −1',
  },
  {
    move: 'offer_revisions',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Offer extra revisions',
    guard: '1–5 for a price; no offer waiting',
    effect: 'the collector may buy them',
  },
  {
    move: 'answer_revision_offer',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Buy or decline extra revisions',
    guard: 'an offer waits',
    effect: 'bought: revisions left +N and an add-on invoiced',
  },
  {
    move: 'confirm_addon_paid',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Confirm an add-on paid',
    guard: 'unpaid',
    effect: 'the add-on is paid (once)',
  },
  {
    move: 'request_extension',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Ask for an extension',
    guard: 'a later date and a reason; no request waiting',
    effect: 'the collector answers it',
  },
  {
    move: 'answer_extension',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Accept or decline an extension',
    guard: 'a request waits',
    effect: 'accepted: the delivery date moves',
  },
  {
    move: 'cancel_overdue',
    side: 'collector',
    from: ['accepted', 'in_progress'],
    to: 'cancelled',
    label: 'Cancel after a missed date',
    guard: 'the delivery date has passed; no delivery waits',
    effect: 'unpaid void; a paid non-refundable deposit kept; the rest marked for refund; final',
  },
];

/** The moves made through POST /api/commission-requests/:id/moves (or a work update), not the spec's PATCH. */
export const WORK_MOVES: readonly MoveKind[] = WORK_TRANSITIONS.map((t) => t.move);

/** Every move there is. A move not listed for a side and a status is refused (409). */
export const TRANSITIONS: readonly Transition[] = [
  {
    move: 'accept_request',
    side: 'artist',
    from: ['pending'],
    to: 'accepted',
    label: 'Accept (the spec)',
    guard: 'a slot is free',
    effect: 'an optional price becomes a one-milestone proposal; takes a slot',
  },
  {
    move: 'propose',
    side: 'artist',
    from: ['pending', 'quoted', 'quote_declined'],
    to: 'quoted',
    label: 'Send or revise a proposal',
    guard: '1–4 milestones whose amounts sum to the price',
    effect: 'proposal version +1; the expiry clock restarts',
  },
  {
    move: 'decline',
    side: 'artist',
    from: ['pending', 'quoted', 'quote_declined'],
    to: 'rejected',
    label: 'Decline',
    guard: '—',
    effect: 'final',
  },
  {
    move: 'accept_proposal',
    side: 'collector',
    from: ['quoted'],
    to: 'accepted',
    label: 'Accept the proposal',
    guard: 'the version seen is the current one; not expired; a slot is free',
    effect: 'takes a slot; leaves the waitlist',
  },
  {
    move: 'decline_proposal',
    side: 'collector',
    from: ['quoted'],
    to: 'quote_declined',
    label: 'Decline the proposal',
    guard: 'the version seen is the current one',
    effect: 'the artist may revise',
  },
  {
    move: 'cancel',
    side: 'collector',
    from: ['pending', 'quoted', 'quote_declined', 'accepted'],
    to: 'cancelled',
    label: 'Cancel',
    guard: 'work has not started',
    effect: 'unpaid milestones void; final',
  },
  {
    move: 'start',
    side: 'artist',
    from: ['accepted'],
    to: 'in_progress',
    label: 'Start work',
    guard: '—',
    effect: '—',
  },
  {
    move: 'confirm_payment',
    side: 'artist',
    from: ['accepted', 'in_progress'],
    to: null,
    label: 'Confirm a milestone paid',
    guard: 'unpaid, and every earlier milestone paid',
    effect: 'the milestone is paid (once)',
  },
  {
    move: 'complete',
    side: 'artist',
    from: ['in_progress'],
    to: 'completed',
    label: 'Complete',
    guard: 'every milestone approved (none without a proposal)',
    effect: 'frees the slot; final',
  },
  {
    move: 'expire',
    side: 'system',
    from: ['quoted'],
    to: 'cancelled',
    label: 'Expire an unanswered proposal',
    guard: 'sent more than PROPOSAL_EXPIRY_DAYS ago',
    effect: 'unpaid milestones void; frees its waitlist place; final',
  },
  ...WORK_TRANSITIONS,
];

export function isFinal(status: CommissionRequestStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** The moves a side may try from a status (what the UI offers). */
export function movesFor(side: Side, status: CommissionRequestStatus): MoveKind[] {
  return TRANSITIONS.filter((t) => t.side === side && t.from.includes(status)).map((t) => t.move);
}

/** The transitions as a markdown table (docs/commissions.md holds it; a test keeps them equal). */
export function transitionsTable(): string {
  const rows = TRANSITIONS.map(
    (t) =>
      `| ${t.label} | ${t.side} | ${t.from.map((s) => '`' + s + '`').join(', ')} | ${t.to ? '`' + t.to + '`' : '(same)'} | ${t.guard} | ${t.effect} |`,
  );
  return [
    '| Move | Side | From | To | Guard | Effect |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
