import type { CommissionRequestStatus } from './enum-values';

/**
 * The state the commission machine (contract/commission-machine.ts) works on, in cents, Zod-free.
 * Fields added with milestones work (issue 26 point 3) and delivery dates (point 4) are optional:
 * proposals stored before them read as "no work delivered, no extension".
 */
export type Side = 'artist' | 'collector' | 'system';

export type MilestoneState = 'unpaid' | 'paid' | 'void';
/** Where a milestone's work is: being worked on (or not started), delivered, approved. */
export type MilestoneWork = 'waiting' | 'delivered' | 'approved';
export interface MilestoneDraft {
  title: string;
  /** Its share of the price, in cents; the shares sum to the price. */
  amountCents: number;
  /** What the collector receives at this milestone (e.g. "a pencil sketch"). */
  deliverable: string;
  /** Only the first milestone (the deposit) may be non-refundable. */
  nonRefundable: boolean;
}
export interface Milestone extends MilestoneDraft {
  state: MilestoneState;
  /** Absent: 'waiting'. */
  work?: MilestoneWork;
  /** 'due' once a cancellation for a missed date marks this paid milestone for refund. */
  refund?: 'due' | null;
  /** The invoice issued when the milestone fell due (Pay by invoice). */
  invoiceNumber?: string | null;
}

/** The artist's request to move the delivery date, and the collector's answer. */
export interface Extension {
  deliveryDate: string;
  /** The date before it (what stays if it is declined). */
  previousDate: string;
  reason: string;
  state: 'asked' | 'accepted' | 'declined';
  askedAt: string;
}

/** Extra revisions the artist offers for a price (a priced add-on). */
export interface RevisionOffer {
  count: number;
  priceCents: number;
  state: 'offered' | 'accepted' | 'declined';
}

/** What the collector bought on top of the proposal (extra revisions), paid by invoice too. */
export interface AddOn {
  title: string;
  amountCents: number;
  state: 'unpaid' | 'paid' | 'void';
  refund?: 'due' | null;
  invoiceNumber?: string | null;
}

export interface Proposal {
  /** 1 for the first proposal, +1 per revision: the collector accepts a version, not "the latest". */
  version: number;
  scope: string;
  priceCents: number;
  deliveryDate: string | null;
  sentAt: string;
  /** sentAt + the expiry days in force when it was sent: unanswered by then, it expires. */
  expiresAt: string;
  milestones: Milestone[];
  /** Revisions the price includes (absent: DEFAULT_REVISIONS). */
  revisionsIncluded?: number;
  /** Revisions the collector may still ask for (absent: revisionsIncluded). */
  revisionsLeft?: number;
  extension?: Extension | null;
  revisionOffer?: RevisionOffer | null;
  addOns?: AddOn[];
}
export interface CommissionState {
  status: CommissionRequestStatus;
  proposal: Proposal | null;
}

export interface ProposalDraft {
  scope: string;
  priceCents: number;
  deliveryDate: string | null;
  milestones: MilestoneDraft[];
  /** Revisions the price includes (absent: DEFAULT_REVISIONS). */
  revisionsIncluded?: number;
}

export interface MoveContext {
  /** The server's clock, ISO. */
  now: string;
  /** Days an unanswered proposal stays open (PROPOSAL_EXPIRY_DAYS, 7 by default). */
  expiryDays: number;
  /** Free slots of the request's service (null: no service or no slot limit). */
  slotsLeft: number | null;
}

export type Refusal = {
  ok: false;
  /** 409 for a late or conflicting move, 400 for a proposal that does not add up. */
  status: 409 | 400;
  code: string;
  message: string;
};
export type MoveResult = { ok: true; state: CommissionState } | Refusal;

/** Revisions a proposal includes when it does not say. */
export const DEFAULT_REVISIONS = 2;
export const MAX_REVISIONS = 10;
