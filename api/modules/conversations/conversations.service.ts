import type { Knex } from 'knex';
import type {
  Conversation,
  ConversationListQuery,
  Message,
  MessageInput,
  MessageListQuery,
  StartConversationInput,
} from '../../../contract/conversation';
import type { Actor } from '../../auth/permissions';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Page } from '../../lib/keyset';
import { notify } from '../notifications/notify';
import * as repo from './conversations.repo';
import { isPublicArtistRow } from '../../visibility/public-visibility';
import type { DbDeps } from '../../deps';

type Side = 'sender' | 'artist';
type Found = Conversation & { artistUserId: number };

/** Which side of the conversation the actor is on; null for anyone else (admins included: messages are private). */
function sideOf(actor: Actor, conversation: { userId: number; artistId: number }): Side | null {
  if (actor.id === conversation.userId) return 'sender';
  if (actor.artistId !== null && actor.artistId === conversation.artistId) return 'artist';
  return null;
}

/** The conversation when the actor is one of its parties; 404 otherwise (its existence stays hidden). */
async function partyConversation(db: Knex, actor: Actor, id: number): Promise<{ found: Found; side: Side }> {
  const found = await repo.findConversation(db, id, actor.id);
  const side = found ? sideOf(actor, found) : null;
  if (!found || !side) throw new NotFoundError('Conversation');
  return { found, side };
}

/** Where a notification about this conversation takes its recipient: the thread itself. */
function conversationLink(conversation: Conversation, recipient: Side): string {
  if (conversation.requestId !== null) {
    const tab = recipient === 'artist' ? 'received' : 'sent';
    return `/commission-requests?tab=${tab}&request=${conversation.requestId}`;
  }
  return recipient === 'artist'
    ? `/artist-dashboard?tab=messages&conversation=${conversation.id}`
    : `/messages?conversation=${conversation.id}`;
}

export function listConversations(
  { db }: DbDeps,
  actor: Actor,
  query: ConversationListQuery,
): Promise<Page<Conversation>> {
  return repo.listConversations(db, actor.id, actor.artistId, query);
}

export async function getConversation({ db }: DbDeps, actor: Actor, id: number): Promise<Conversation> {
  const { found } = await partyConversation(db, actor, id);
  return strip(found);
}

function strip(found: Found): Conversation {
  const { artistUserId: _artistUserId, ...conversation } = found;
  return conversation;
}

async function append(
  db: Knex,
  actor: Actor,
  found: Found,
  side: Side,
  input: MessageInput,
): Promise<Message> {
  const message = await repo.insertMessage(db, found.id, actor.id, side, input);
  const recipient: Side = side === 'sender' ? 'artist' : 'sender';
  const about = found.requestTitle ? ` about "${found.requestTitle}"` : '';
  await notify(db, {
    userId: recipient === 'artist' ? found.artistUserId : found.userId,
    kind: 'message_received',
    title: `New message from ${message.authorName}${about}`,
    body: message.body,
    link: conversationLink(found, recipient),
  });
  return message;
}

/** 'Contact': writes to an approved artist in the direct conversation (created once). Never to oneself. */
export async function startConversation(
  { db }: DbDeps,
  actor: Actor,
  input: StartConversationInput,
): Promise<Conversation> {
  const artist = await repo.findArtist(db, input.artistId);
  if (!artist || !isPublicArtistRow(artist)) throw new NotFoundError('Artist');
  if (artist.userId === actor.id) throw new ForbiddenError('You cannot write to yourself');
  const id = await repo.directConversationId(db, actor.id, artist.id);
  await repo.lockConversation(db, id);
  const found = (await repo.findConversation(db, id, actor.id))!;
  await append(db, actor, found, 'sender', { body: input.body, referenceImages: input.referenceImages });
  return strip((await repo.findConversation(db, id, actor.id))!);
}

export async function sendMessage(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  input: MessageInput,
): Promise<Message> {
  await repo.lockConversation(db, id);
  const { found, side } = await partyConversation(db, actor, id);
  return append(db, actor, found, side, input);
}

export async function listMessages(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  query: MessageListQuery,
): Promise<Page<Message>> {
  await partyConversation(db, actor, id);
  return repo.listMessages(db, id, query.limit, query.cursor);
}

export async function markRead({ db }: DbDeps, actor: Actor, id: number): Promise<Conversation> {
  const { side } = await partyConversation(db, actor, id);
  await repo.markRead(db, id, side);
  return strip((await repo.findConversation(db, id, actor.id))!);
}
