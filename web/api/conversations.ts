import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationListQuery } from '@contract/conversation';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { pagedQueryOptions, usePagedList } from '@/lib/paged';

export type ConversationListParams = Pick<ConversationListQuery, 'role' | 'kind'>;

/** Invalidate `conversationKeys.all` after a message; `lists()` after a read mark. */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (params: ConversationListParams) => [...conversationKeys.lists(), params] as const,
  messages: (id: number) => [...conversationKeys.all, 'messages', id] as const,
};

/** The caller's conversations, latest first, a page at a time. */
export function pagedConversationsQueryOptions(params: ConversationListParams) {
  return pagedQueryOptions(conversationKeys.list(params), (cursor, signal) =>
    read(Endpoints.listConversations, { query: { ...params, cursor } }, { signal }),
  );
}

export function usePagedConversations(params: ConversationListParams) {
  return usePagedList(pagedConversationsQueryOptions(params));
}

/** The first 100 conversations of a kind: enough to put unread marks on a page of request cards. */
export function conversationUnreadQueryOptions(params: ConversationListParams) {
  return queryOptions({
    queryKey: [...conversationKeys.list(params), 'unread'] as const,
    queryFn: ({ signal }) =>
      read(Endpoints.listConversations, { query: { ...params, limit: 100 } }, { signal }),
  });
}

export function useConversationUnread(params: ConversationListParams, enabled = true) {
  return useQuery({ ...conversationUnreadQueryOptions(params), enabled });
}

/** A conversation's messages, newest first, a page at a time. */
export function pagedMessagesQueryOptions(conversationId: number) {
  return pagedQueryOptions(conversationKeys.messages(conversationId), (cursor, signal) =>
    read(Endpoints.listMessages, { params: { id: conversationId }, query: { cursor } }, { signal }),
  );
}

export function usePagedMessages(conversationId: number) {
  return usePagedList(pagedMessagesQueryOptions(conversationId));
}
