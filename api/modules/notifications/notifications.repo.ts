import type { Knex } from 'knex';
import { ADMIN_ROLES } from '../../../contract/enum-values';
import type { Notification, NotificationKind } from '../../../contract/notification';
import type { PagingQuery } from '../../../contract/paging';
import { pageSize } from '../../../contract/paging';
import { iso } from '../../lib/dates';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';

/** A user's notifications (migration 20261124000100; written by notify.ts). */

interface NotificationRow {
  id: string | number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = ['n.id', 'n.kind', 'n.title', 'n.body', 'n.link', 'n.read_at', 'n.created_at'];

function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: iso(row.read_at),
    createdAt: iso(row.created_at)!,
  };
}

const RECENT: SortSpec = { name: 'recent', keys: [{ sql: 'n.id', dir: 'desc', type: 'bigint' }] };

export function listForUser(db: Knex, userId: number, query: PagingQuery): Promise<Page<Notification>> {
  return pageOf<NotificationRow, Notification>(
    db,
    db('notifications as n').where('n.user_id', userId),
    (page) => page.select(COLUMNS),
    { sort: RECENT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map(toNotification),
  );
}

/** The user's notifications among `ids` (the delta pull's evaluation). */
export async function byIdsForUser(db: Knex, userId: number, ids: number[]): Promise<Notification[]> {
  if (ids.length === 0) return [];
  const rows = (await db('notifications as n')
    .where('n.user_id', userId)
    .whereIn('n.id', ids)
    .select(COLUMNS)) as NotificationRow[];
  return rows.map(toNotification);
}

export async function unreadCount(db: Knex, userId: number): Promise<number> {
  const row = (await db('notifications')
    .where('user_id', userId)
    .whereNull('read_at')
    .count({ count: '*' })
    .first()) as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

/** Marks one read (kept as it was when already read); undefined when it is not this user's. */
export async function markRead(db: Knex, userId: number, id: number): Promise<Notification | undefined> {
  await db('notifications')
    .where({ id, user_id: userId })
    .whereNull('read_at')
    .update({ read_at: db.fn.now() });
  const row = (await db('notifications as n').where({ 'n.id': id, 'n.user_id': userId }).first(COLUMNS)) as
    NotificationRow | undefined;
  return row && toNotification(row);
}

/** Marks the user's unread notifications read (those up to `upTo` when given). */
export async function markAllRead(db: Knex, userId: number, upTo: number | undefined): Promise<void> {
  const query = db('notifications').where('user_id', userId).whereNull('read_at');
  if (upTo !== undefined) query.where('id', '<=', upTo);
  await query.update({ read_at: db.fn.now() });
}

/** Every admin's user id, to tell them something waits in the queue. */
export async function adminUserIds(db: Knex): Promise<number[]> {
  const rows = (await db('users').whereIn('role', ADMIN_ROLES).select('id')) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

/** Whether the user's notification is read; null when it no longer exists. */
export async function readStateOf(db: Knex, userId: number, id: number): Promise<{ read: boolean } | null> {
  const row = (await db('notifications').where({ id, user_id: userId }).first('read_at')) as
    { read_at: Date | null } | undefined;
  return row ? { read: row.read_at !== null } : null;
}
