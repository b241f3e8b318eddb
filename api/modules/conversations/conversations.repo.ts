import type { Knex } from 'knex';
import type {
  Conversation,
  ConversationListQuery,
  Message,
  MessageInput,
} from '../../../contract/conversation';
import type { ApprovalStatus } from '../../../contract/enums';
import { pageSize } from '../../../contract/paging';
import { iso } from '../../lib/dates';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { artistNameSql } from '../../lib/sql';

export interface ConversationRow {
  id: number;
  request_id: number | null;
  request_title: string | null;
  user_id: number;
  artist_id: number;
  artist_user_id: number;
  sender_name: string;
  artist_name: string;
  last_message_at: Date | null;
  last_message_preview: string | null;
  unread_count: number | string;
  created_at: Date;
}

interface MessageRow {
  id: number | string;
  conversation_id: number;
  author_id: number;
  author_name: string;
  body: string;
  reference_images: string[] | null;
  created_at: Date;
}

const USER_NAME = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`;

function withNames(db: Knex): Knex.QueryBuilder {
  return db('conversations as c')
    .join('users as s', 's.id', 'c.user_id')
    .join('artists as a', 'a.id', 'c.artist_id')
    .join('users as au', 'au.id', 'a.user_id')
    .leftJoin('commission_requests as r', 'r.id', 'c.request_id');
}

/** The columns of a conversation as `viewerId` sees it (their unread count). */
function columns(db: Knex, viewerId: number) {
  return [
    'c.id',
    'c.request_id',
    'c.user_id',
    'c.artist_id',
    'c.created_at',
    'a.user_id as artist_user_id',
    'r.title as request_title',
    db.raw(`${USER_NAME('s')} as sender_name`),
    db.raw(`${artistNameSql('a', 'au')} as artist_name`),
    db.raw(
      '(SELECT m.created_at FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) as last_message_at',
    ),
    db.raw(
      '(SELECT left(m.body, 140) FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) as last_message_preview',
    ),
    db.raw(
      `(SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.author_id <> ?
         AND m.id > CASE WHEN c.user_id = ? THEN c.user_last_read_id ELSE c.artist_last_read_id END)::int as unread_count`,
      [viewerId, viewerId],
    ),
  ];
}

function toConversation(row: ConversationRow, viewerId: number): Conversation {
  return {
    id: row.id,
    requestId: row.request_id,
    requestTitle: row.request_title,
    userId: row.user_id,
    artistId: row.artist_id,
    senderName: row.sender_name,
    artistName: row.artist_name,
    role: row.user_id === viewerId ? 'sender' : 'artist',
    lastMessageAt: iso(row.last_message_at),
    lastMessagePreview: row.last_message_preview,
    unreadCount: Number(row.unread_count),
    createdAt: iso(row.created_at)!,
  };
}

export async function findConversation(
  db: Knex,
  id: number,
  viewerId: number,
): Promise<(Conversation & { artistUserId: number }) | null> {
  const row = await withNames(db).where('c.id', id).first<ConversationRow | undefined>(columns(db, viewerId));
  return row ? { ...toConversation(row, viewerId), artistUserId: row.artist_user_id } : null;
}

export const CONVERSATION_SORT: SortSpec = {
  name: 'activity',
  keys: [
    { sql: 'c.last_activity_at', dir: 'desc', type: 'timestamptz' },
    { sql: 'c.id', dir: 'desc', type: 'integer' },
  ],
};

export function listConversations(
  db: Knex,
  viewerId: number,
  viewerArtistId: number | null,
  query: ConversationListQuery,
): Promise<Page<Conversation>> {
  const base = db('conversations as c');
  if (query.role === 'sender') base.where('c.user_id', viewerId);
  else if (query.role === 'artist') base.where('c.artist_id', viewerArtistId ?? -1);
  else
    base.where((party) => {
      party.where('c.user_id', viewerId);
      if (viewerArtistId !== null) party.orWhere('c.artist_id', viewerArtistId);
    });
  if (query.kind === 'direct') base.whereNull('c.request_id');
  if (query.kind === 'request') base.whereNotNull('c.request_id');
  return pageOf<ConversationRow, Conversation>(
    db,
    base,
    (page) =>
      page
        .join('users as s', 's.id', 'c.user_id')
        .join('artists as a', 'a.id', 'c.artist_id')
        .join('users as au', 'au.id', 'a.user_id')
        .leftJoin('commission_requests as r', 'r.id', 'c.request_id')
        .select(columns(db, viewerId)),
    { sort: CONVERSATION_SORT, limit: pageSize(query.limit), cursor: query.cursor },
    (rows) => rows.map((row) => toConversation(row, viewerId)),
  );
}

/** The live artist profile a collector writes to. */
export async function findArtist(
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

/** The direct conversation of a collector and an artist, created the first time. */
export async function directConversationId(db: Knex, userId: number, artistId: number): Promise<number> {
  await db.raw(
    `INSERT INTO conversations (user_id, artist_id) VALUES (?, ?)
     ON CONFLICT (user_id, artist_id) WHERE request_id IS NULL DO NOTHING`,
    [userId, artistId],
  );
  const row = await db('conversations')
    .where({ user_id: userId, artist_id: artistId })
    .whereNull('request_id')
    .first<{ id: number }>('id');
  return row!.id;
}

/** Locks the conversation row, so messages and read marks of one conversation apply one at a time. */
export async function lockConversation(db: Knex, id: number): Promise<boolean> {
  return !!(await db('conversations').where({ id }).forUpdate().first('id'));
}

function toMessage(row: MessageRow): Message {
  return {
    id: Number(row.id),
    conversationId: row.conversation_id,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    referenceImages: row.reference_images ?? [],
    createdAt: iso(row.created_at)!,
  };
}

const MESSAGE_COLUMNS = (db: Knex) => ['m.*', db.raw(`${USER_NAME('u')} as author_name`)];

/** Inserts a message, moves the conversation up the lists and marks it read for its author. */
export async function insertMessage(
  db: Knex,
  conversationId: number,
  authorId: number,
  side: 'sender' | 'artist',
  input: MessageInput,
): Promise<Message> {
  const [inserted] = (await db('messages')
    .insert({
      conversation_id: conversationId,
      author_id: authorId,
      body: input.body,
      reference_images: input.referenceImages ?? [],
    })
    .returning('id')) as Array<{ id: number | string }>;
  const id = Number(inserted!.id);
  await db('conversations')
    .where({ id: conversationId })
    .update({
      last_activity_at: db.fn.now(),
      [side === 'sender' ? 'user_last_read_id' : 'artist_last_read_id']: id,
    });
  const row = await db('messages as m')
    .join('users as u', 'u.id', 'm.author_id')
    .where('m.id', id)
    .first<MessageRow>(MESSAGE_COLUMNS(db));
  return toMessage(row);
}

export const MESSAGE_SORT: SortSpec = {
  name: 'newest',
  keys: [{ sql: 'm.id', dir: 'desc', type: 'bigint' }],
};

export function listMessages(
  db: Knex,
  conversationId: number,
  limit: number | undefined,
  cursor: string | undefined,
): Promise<Page<Message>> {
  return pageOf<MessageRow, Message>(
    db,
    db('messages as m').where('m.conversation_id', conversationId),
    (page) => page.join('users as u', 'u.id', 'm.author_id').select(MESSAGE_COLUMNS(db)),
    { sort: MESSAGE_SORT, limit: pageSize(limit), cursor },
    (rows) => rows.map(toMessage),
  );
}

/** Marks every message up to now read for one side. */
export async function markRead(db: Knex, conversationId: number, side: 'sender' | 'artist'): Promise<void> {
  const column = side === 'sender' ? 'user_last_read_id' : 'artist_last_read_id';
  await db.raw(
    `UPDATE conversations SET ${column} = greatest(${column},
       coalesce((SELECT max(id) FROM messages WHERE conversation_id = ?), 0))
     WHERE id = ?`,
    [conversationId, conversationId],
  );
}
