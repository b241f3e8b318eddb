import { z } from 'zod';
import './zod-config';
import { HttpUrlSchema, idField, IsoDateTimeSchema } from './common';
import { CursorSchema, PageLimitSchema } from './paging';

/**
 * Conversations (issue 13, beyond the spec): every commission request has one between its sender and
 * the artist, and a collector may write to an artist directly (the artist profile's 'Contact'): a
 * conversation with no request. Only its two parties may read or write it (anyone else: 404).
 */
export const ConversationSchema = z.object({
  id: z.number().int(),
  /** The commission request it belongs to; null for a direct conversation. */
  requestId: z.number().int().nullable(),
  requestTitle: z.string().nullable(),
  /** The collector (the request's sender, or who wrote first). */
  userId: z.number().int(),
  artistId: z.number().int(),
  senderName: z.string(),
  artistName: z.string(),
  /** Which side the caller is on. */
  role: z.enum(['sender', 'artist']),
  lastMessageAt: IsoDateTimeSchema.nullable(),
  lastMessagePreview: z.string().nullable(),
  /** Messages from the other party the caller has not read yet. */
  unreadCount: z.number().int(),
  createdAt: IsoDateTimeSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  referenceImages: z.array(z.string()),
  createdAt: IsoDateTimeSchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const MESSAGE_MAX_LENGTH = 5000;

export const MessageInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Please write a message')
    .max(MESSAGE_MAX_LENGTH, `A message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  referenceImages: z.array(HttpUrlSchema).max(10, 'At most 10 reference images').optional(),
});
export type MessageInput = z.infer<typeof MessageInputSchema>;

/** 'Contact' on an artist's profile: the first message of (or the next in) the direct conversation. */
export const StartConversationInputSchema = MessageInputSchema.extend({
  artistId: idField('Artist is required'),
});
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;

export const ConversationListQuerySchema = z.object({
  /** 'sender': conversations the caller started or whose request they sent; 'artist': received. */
  role: z.enum(['sender', 'artist']).optional(),
  /** 'direct': not tied to a request; 'request': one per commission request. */
  kind: z.enum(['direct', 'request']).optional(),
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

/** Newest first. */
export const MessageListQuerySchema = z.object({
  limit: PageLimitSchema,
  cursor: CursorSchema.optional(),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;
