import type { z } from 'zod';
import type { EndpointName } from '@contract/endpoints';
import { CommissionRequestUpdateSchema } from '@contract/commission-request';
import { MessageInputSchema, StartConversationInputSchema } from '@contract/conversation';
import { OrderMessageInputSchema } from '@contract/invoice';

// The body schemas of the writes edited in the panel: messages and replies (the writes whose form
// reopens from the outbox, ./sync-item-forms.ts, are checked by that form). Named one by one rather
// than read from the endpoint table: indexing that table by a variable keeps every endpoint's every
// field in the entry chunk (Rollup drops the unused ones otherwise), 2 KB on every public page.
const RULES: Partial<Record<EndpointName, z.ZodType>> = {
  sendMessage: MessageInputSchema,
  startConversation: StartConversationInputSchema,
  sendOrderMessage: OrderMessageInputSchema,
  updateCommissionRequest: CommissionRequestUpdateSchema,
};

/**
 * A refused message or reply edited in the sync panel, checked as its composer checks it: by the
 * endpoint's contract body schema (the conversation composer's MessageInputSchema, the order
 * thread's OrderMessageInputSchema, the request's CommissionRequestUpdateSchema), so the words are
 * the same ('Please write a message', 'A message must be at most 2000 characters'). The first
 * message of each top-level field, by field; '' for one about the body as a whole.
 */
export function queuedBodyErrors(endpoint: EndpointName, body: unknown): Record<string, string> {
  const schema = RULES[endpoint];
  if (!schema) return {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
