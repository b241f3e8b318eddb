import { MessageInputSchema, type MessageInput } from '@contract/conversation';
import { parseReferenceImages } from '@contract/commission-request';

export interface MessageDraft {
  body: string;
  /** Reference image links, one per line. */
  references: string;
}

export type MessageDraftErrors = Partial<Record<keyof MessageDraft, string>>;

/** The composer's text as the API's message body, or the errors to show beside each field. */
export function parseMessageDraft(
  draft: MessageDraft,
): { ok: true; input: MessageInput } | { ok: false; errors: MessageDraftErrors } {
  const references = parseReferenceImages(draft.references);
  const parsed = MessageInputSchema.safeParse({
    body: draft.body,
    ...(references.length ? { referenceImages: references } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: MessageDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'body' ? 'body' : 'references';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
