import type { EndpointName } from '@contract/endpoints';
import type { FileRef } from './file-store';

/**
 * The one write path of the web app. A user's intent becomes a `WriteCommand`: plain data (files are
 * `FileRef`s into the file store), so the offline outbox can keep it in Dexie and replay it without
 * React. The idempotency key is minted once per command: sending the same command again (a retry
 * after a timeout, a replay from the outbox) is applied by the server at most once.
 */
export interface WriteCommand<N extends EndpointName = EndpointName> {
  endpoint: N;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** The multipart files, in the order the body's `file` indexes refer to. */
  files?: FileRef[];
  /** `Idempotency-Key`; null for sign-in, registration and sign-outs, whose answer sets the session. */
  key: string | null;
  /** ISO time the user asked for it. */
  createdAt: string;
}

/**
 * The id a command's path names (`/api/commission-requests/:id/…`), or null when it names none:
 * how a form or card finds its own items among the queued writes.
 */
export function commandPathId(command: Pick<WriteCommand, 'params'>): number | null {
  const id = (command.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
}
