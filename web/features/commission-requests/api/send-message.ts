import type { MessageInput, StartConversationInput } from '@contract/conversation';
import { useWrite } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';

export interface SendMessageVariables {
  conversationId: number;
  /** Who receives it, to name a queued message in the sync panel. */
  to: string;
  input: MessageInput;
}

/**
 * `POST /api/conversations/{id}/messages` (201) with an Idempotency-Key, so a message lands once
 * however often it is sent. Offline it waits in the outbox and is sent later, in order.
 */
export function useSendMessage() {
  return useOfflineWrite('sendMessage', {
    input: ({ conversationId, input }: SendMessageVariables) => ({
      params: { id: conversationId },
      body: input,
    }),
    label: ({ to }) => `Message to ${to}`,
  });
}

export interface StartConversationVariables {
  artistName: string;
  input: StartConversationInput;
}

/** 'Contact' on an artist's profile: `POST /api/conversations` (201), offline through the outbox too. */
export function useStartConversation() {
  return useOfflineWrite('startConversation', {
    input: ({ input }: StartConversationVariables) => ({ body: input }),
    label: ({ artistName }) => `Message to ${artistName}`,
  });
}

/** Marks the other party's messages read (no outbox: offline there is nothing new to read). */
export function useMarkConversationRead() {
  return useWrite('markConversationRead', {
    input: (conversationId: number) => ({ params: { id: conversationId } }),
  });
}
