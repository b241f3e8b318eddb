import type { Knex } from 'knex';
import type { CommissionUpdate, CommissionUpdateKind } from '../../../contract/commission-work-api';
import { defaultImageUrl, imageVariants } from '../../images/store-image';
import { iso } from '../../lib/dates';
import type { Storage } from '../../storage/storage';

/** A commission's work log (migration 20261126070200_commission_work). */
export interface NewUpdate {
  requestId: number;
  authorId: number;
  kind: CommissionUpdateKind;
  /** 1-based; null for the whole commission. */
  milestone: number | null;
  body: string;
  images?: Array<{ key: string; sizes: number[] }>;
}

export async function addUpdate(db: Knex, update: NewUpdate): Promise<number> {
  const [row] = await db('commission_updates')
    .insert({
      request_id: update.requestId,
      author_id: update.authorId,
      kind: update.kind,
      milestone_number: update.milestone,
      body: update.body,
      images: JSON.stringify(update.images ?? []),
    })
    .returning('id');
  return Number((row as { id: string | number }).id);
}

interface UpdateRow {
  id: string | number;
  request_id: number;
  author_id: number;
  author_name: string;
  is_artist: boolean;
  kind: CommissionUpdateKind;
  milestone_number: number | null;
  body: string;
  images: Array<{ key: string; sizes: number[] }>;
  created_at: Date;
}

const AUTHOR_NAME = "coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)";

export async function listUpdates(
  db: Knex,
  storage: Storage,
  requestId: number,
  id?: number,
): Promise<CommissionUpdate[]> {
  const query = db('commission_updates as cu')
    .join('users as u', 'u.id', 'cu.author_id')
    .join('commission_requests as r', 'r.id', 'cu.request_id')
    .where('cu.request_id', requestId)
    .orderBy('cu.id')
    .select(
      'cu.*',
      db.raw(`${AUTHOR_NAME} as author_name`),
      db.raw('(cu.author_id <> r.user_id) as is_artist'),
    );
  if (id !== undefined) query.where('cu.id', id);
  const rows = (await query) as UpdateRow[];
  return rows.map((row) => ({
    id: Number(row.id),
    requestId: row.request_id,
    authorId: row.author_id,
    authorName: row.author_name,
    side: row.is_artist ? 'artist' : 'collector',
    kind: row.kind,
    milestone: row.milestone_number,
    body: row.body,
    images: row.images.map((image) => ({
      url: defaultImageUrl(storage, image.key, image.sizes),
      variants: imageVariants(storage, image.key, image.sizes),
    })),
    createdAt: iso(row.created_at)!,
  }));
}
