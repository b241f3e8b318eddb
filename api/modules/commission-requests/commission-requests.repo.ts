import type { Knex } from 'knex';
import type { CommissionRequest, CommissionRequestListQuery } from '../../../contract/commission-request';
import { toDollars } from '../../../contract/common';
import type { ApprovalStatus, CommissionRequestStatus } from '../../../contract/enums';
import { DEFAULT_REVISIONS, type CommissionState, type Proposal } from '../../../contract/commission-machine';
import { revisionsLeft, workOf } from '../../../contract/commission-work';
import type { ProposalView } from '../../../contract/commission-proposal';
import { isoSql } from '../../lib/dates';
import { artistNameSql } from '../../lib/sql';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';

interface RequestRow {
  id: number;
  user_id: number;
  artist_id: number;
  sender_name: string;
  artist_name: string;
  title: string;
  description: string;
  budget_cents: number | null;
  preferred_medium: string | null;
  dimensions: string | null;
  deadline: string | null;
  reference_images: string[] | null;
  status: CommissionRequestStatus;
  artist_notes: string | null;
  quoted_price_cents: number | null;
  estimated_completion: string | null;
  status_reason: string | null;
  conversation_id: number | null;
  service_id: number | null;
  service_title: string | null;
  waitlist_place: string | number | null;
  proposal: Proposal | null;
  version: number;
  /** Written by PostgreSQL as the API sends them (`COLUMNS`). */
  created_at: string;
  updated_at: string;
}

/** The stored proposal (cents) as the API sends it (dollars). */
function proposalView(proposal: Proposal | null): ProposalView | null {
  if (!proposal) return null;
  return {
    version: proposal.version,
    scope: proposal.scope,
    price: proposal.priceCents / 100,
    deliveryDate: proposal.deliveryDate,
    sentAt: proposal.sentAt,
    expiresAt: proposal.expiresAt,
    milestones: proposal.milestones.map((m) => ({
      title: m.title,
      amount: m.amountCents / 100,
      deliverable: m.deliverable,
      nonRefundable: m.nonRefundable,
      state: m.state,
      work: workOf(m),
      refundDue: m.refund === 'due',
      invoiceNumber: m.invoiceNumber ?? null,
    })),
    revisionsIncluded: proposal.revisionsIncluded ?? DEFAULT_REVISIONS,
    revisionsLeft: revisionsLeft(proposal),
    extension: proposal.extension ?? null,
    revisionOffer: proposal.revisionOffer
      ? {
          count: proposal.revisionOffer.count,
          price: proposal.revisionOffer.priceCents / 100,
          state: proposal.revisionOffer.state,
        }
      : null,
    addOns: (proposal.addOns ?? []).map((a) => ({
      title: a.title,
      amount: a.amountCents / 100,
      state: a.state,
      refundDue: a.refund === 'due',
      invoiceNumber: a.invoiceNumber ?? null,
    })),
  };
}

function toRequest(row: RequestRow): CommissionRequest {
  return {
    id: row.id,
    userId: row.user_id,
    artistId: row.artist_id,
    senderName: row.sender_name,
    artistName: row.artist_name,
    title: row.title,
    description: row.description,
    budget: toDollars(row.budget_cents),
    preferredMedium: row.preferred_medium,
    dimensions: row.dimensions,
    deadline: row.deadline,
    referenceImages: row.reference_images ?? [],
    status: row.status,
    artistNotes: row.artist_notes,
    quotedPrice: toDollars(row.quoted_price_cents),
    estimatedCompletion: row.estimated_completion,
    statusReason: row.status_reason ?? null,
    conversationId: row.conversation_id ?? null,
    serviceId: row.service_id ?? null,
    serviceTitle: row.service_title ?? null,
    waitlistPlace:
      row.waitlist_place === null || row.waitlist_place === undefined ? null : Number(row.waitlist_place),
    proposal: proposalView(row.proposal ?? null),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// Display names: the sender's full name (else username); the artist's display name, else the
// artist user's full name, else username.
const SENDER_NAME = "coalesce(nullif(trim(s.first_name || ' ' || s.last_name), ''), s.username)";
const ARTIST_NAME = artistNameSql('a', 'au');

function withNames(db: Knex): Knex.QueryBuilder {
  return db('commission_requests as r')
    .join('users as s', 's.id', 'r.user_id')
    .join('artists as a', 'a.id', 'r.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .whereNull('r.deleted_at');
}

/**
 * The columns `toRequest` reads: not `r.*` (deleted_at, closed_at, waitlisted are never sent), the
 * timestamps written as the API sends them, not parsed and reformatted per row (issue 29).
 */
const COLUMNS = (db: Knex) => [
  ...[
    'id',
    'user_id',
    'artist_id',
    'title',
    'description',
    'budget_cents',
    'preferred_medium',
    'dimensions',
    'deadline',
    'reference_images',
    'status',
    'artist_notes',
    'quoted_price_cents',
    'estimated_completion',
    'version',
    'status_reason',
    'service_id',
    'proposal',
  ].map((column) => `r.${column}`),
  db.raw(`${isoSql('r.created_at')} as created_at`),
  db.raw(`${isoSql('r.updated_at')} as updated_at`),
  db.raw(`${SENDER_NAME} as sender_name`),
  db.raw(`${ARTIST_NAME} as artist_name`),
  // The request's conversation (migration 20261124000300 creates one with every request).
  db.raw('(SELECT c.id FROM conversations c WHERE c.request_id = r.id) as conversation_id'),
  db.raw('(SELECT cs.title FROM commission_services cs WHERE cs.id = r.service_id) as service_title'),
  // Place on the service's waitlist: the waiting requests sent before this one, plus one.
  db.raw(
    `CASE WHEN r.waitlisted AND r.status = 'pending' THEN (SELECT count(*) FROM commission_requests w
       WHERE w.service_id = r.service_id AND w.waitlisted AND w.status = 'pending'
         AND w.deleted_at IS NULL AND w.id <= r.id) END as waitlist_place`,
  ),
];

export async function findRequest(db: Knex, id: number): Promise<CommissionRequest | null> {
  const row = await withNames(db).where('r.id', id).first<RequestRow | undefined>(COLUMNS(db));
  return row ? toRequest(row) : null;
}

/** The live requests among `ids` where the user is the sender or `artistId` the receiver (delta sync). */
export async function findRequestsOfParty(
  db: Knex,
  ids: number[],
  userId: number,
  artistId: number | null,
): Promise<CommissionRequest[]> {
  if (ids.length === 0) return [];
  const rows = (await withNames(db)
    .whereIn('r.id', ids)
    .where((party) => {
      party.where('r.user_id', userId);
      if (artistId !== null) party.orWhere('r.artist_id', artistId);
    })
    .select(COLUMNS(db))) as RequestRow[];
  return rows.map(toRequest);
}

/**
 * Locks the request row until the request's transaction ends, so two answers to one request
 * are applied one after the other: the second sees the first one's result. False when missing.
 */
export async function lockRequest(db: Knex, id: number): Promise<boolean> {
  const row = await db('commission_requests').where({ id }).whereNull('deleted_at').forUpdate().first('id');
  return !!row;
}

/** Recent first (indexed per sender and per receiver by migration 20261123000100). */
export const REQUEST_SORT: SortSpec = {
  name: 'recent',
  keys: [{ sql: 'r.id', dir: 'desc', type: 'integer' }],
};

/** One keyset page of a sender's or a receiver's requests, with the capped total on a first page. */
export async function listRequests(
  db: Knex,
  query: CommissionRequestListQuery,
): Promise<Page<CommissionRequest>> {
  const base = db('commission_requests as r').whereNull('r.deleted_at');
  if (query.userId !== undefined) base.where('r.user_id', query.userId);
  if (query.artistId !== undefined) base.where('r.artist_id', query.artistId);
  if (query.status !== undefined) base.where('r.status', query.status);
  return pageOf<RequestRow, CommissionRequest>(
    db,
    base,
    (page) =>
      page
        .join('users as s', 's.id', 'r.user_id')
        .join('artists as a', 'a.id', 'r.artist_id')
        .join('users as au', 'au.id', 'a.user_id')
        .select(COLUMNS(db)),
    { sort: REQUEST_SORT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map(toRequest),
  );
}

/** Requests this sender sent this artist within the last `windowMs`. */
export async function countRecentRequests(
  db: Knex,
  userId: number,
  artistId: number,
  windowMs: number,
): Promise<number> {
  const [row] = await db('commission_requests')
    .where({ user_id: userId, artist_id: artistId })
    .where('created_at', '>', new Date(Date.now() - windowMs))
    .count<{ count: string | number }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The user id behind an artist profile (to notify them). */
export async function artistUserId(db: Knex, artistId: number): Promise<number | null> {
  const row = await db('artists').where({ id: artistId }).first<{ user_id: number } | undefined>('user_id');
  return row?.user_id ?? null;
}

/** The live artist profile a request is addressed to. */
export async function findRequestTarget(
  db: Knex,
  artistId: number,
): Promise<{ id: number; userId: number; approvalStatus: ApprovalStatus } | null> {
  const row = await db('artists')
    .where({ id: artistId })
    .whereNull('deleted_at')
    .first<{ id: number; user_id: number; approval_status: ApprovalStatus } | undefined>(
      'id',
      'user_id',
      'approval_status',
    );
  return row ? { id: row.id, userId: row.user_id, approvalStatus: row.approval_status } : null;
}

/** The request's state for the state machine (call under the row lock). */
export async function machineState(db: Knex, id: number): Promise<CommissionState | null> {
  const row = await db('commission_requests')
    .where({ id })
    .whereNull('deleted_at')
    .first<{ status: CommissionRequestStatus; proposal: Proposal | null } | undefined>('status', 'proposal');
  return row ? { status: row.status, proposal: row.proposal ?? null } : null;
}

/** Quoted requests whose proposal expired unanswered before `now` (ISO), oldest first. */
export async function expiredProposalIds(db: Knex, now: string, limit = 100): Promise<number[]> {
  const rows = (await db('commission_requests')
    .where({ status: 'quoted' })
    .whereNull('deleted_at')
    .whereRaw("(proposal->>'expiresAt') <= ?", [now])
    .orderBy('id')
    .limit(limit)
    .select('id')) as { id: number }[];
  return rows.map((r) => r.id);
}
