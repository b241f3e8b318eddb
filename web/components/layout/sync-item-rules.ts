import { Endpoints, type EndpointName } from '@contract/endpoints';
import type { EndpointDef } from '@contract/endpoint';

/**
 * A refused message or reply edited in the sync panel, checked as its composer checks it: by the
 * endpoint's contract body schema (the conversation composer's MessageInputSchema, the order
 * thread's OrderMessageInputSchema, the request's CommissionRequestUpdateSchema), so the words are
 * the same ('Please write a message', 'A message must be at most 2000 characters'). The first
 * message of each top-level field, by field; '' for one about the body as a whole.
 */
export function queuedBodyErrors(endpoint: EndpointName, body: unknown): Record<string, string> {
  const schema = (Endpoints[endpoint] as EndpointDef).body;
  if (!schema) return {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
