import { isApiError } from './api-client';
import type { WriteCommand } from './write-command';

/**
 * How long a write may take before it is given up on and left to the outbox (issue 27, point 3: no
 * send hangs). 15 s, plus 1 s per 100 KB of what it uploads (its files and its JSON body), so a
 * draft with three large photos on a slow connection is not cut off while a message that gets no
 * answer is queued within 15 s.
 */
export const SEND_TIMEOUT_BASE_MS = 15_000;
export const SEND_TIMEOUT_PER_100KB_MS = 1_000;

export function sendTimeoutMs(command: WriteCommand): number {
  const fileBytes = (command.files ?? []).reduce((sum, ref) => sum + (ref.size || 0), 0);
  const bodyBytes = command.body === undefined ? 0 : JSON.stringify(command.body).length;
  return SEND_TIMEOUT_BASE_MS + Math.floor((fileBytes + bodyBytes) / 100_000) * SEND_TIMEOUT_PER_100KB_MS;
}

/** A send that got no answer in its time (sendTimeoutMs). Not a refusal: the outbox sends it again. */
export class SendTimeoutError extends Error {
  override readonly name = 'SendTimeoutError';
  constructor(readonly ms: number) {
    super(`No answer in ${Math.round(ms / 1000)} s`);
  }
}

/**
 * Runs `send` with an AbortSignal that fires after `ms` (and when `outer` aborts). A send cut off by
 * the timer rejects with SendTimeoutError, whatever the transport threw on abort.
 */
export async function withSendTimeout<T>(
  ms: number,
  send: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new SendTimeoutError(ms));
  }, ms);
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    // The transport may ignore the signal (a fake, an old browser): the timer settles the race too.
    return await new Promise<T>((resolve, reject) => {
      controller.signal.addEventListener(
        'abort',
        () => {
          if (timedOut) reject(new SendTimeoutError(ms));
        },
        { once: true },
      );
      send(controller.signal).then(resolve, (error: unknown) =>
        reject(timedOut ? new SendTimeoutError(ms) : error),
      );
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** No answer at all (offline, DNS, connection reset): the command may be queued. A refusal is not. */
export function isNetworkFailure(error: unknown): boolean {
  return !isApiError(error) && !(error instanceof DOMException && error.name === 'AbortError');
}

/** The server (or its gateway) says it cannot answer now: the write is not refused, only delayed. */
const UNAVAILABLE = new Set([502, 503, 504]);

/**
 * Whether a write made online goes to the outbox instead of failing (issue 27, point 3): no answer,
 * no answer in its time (SendTimeoutError), or the server unavailable (502/503/504). The command
 * keeps its key, so a send that did reach the server is applied once.
 */
export function shouldQueue(error: unknown): boolean {
  if (error instanceof SendTimeoutError) return true;
  if (isApiError(error)) return UNAVAILABLE.has(error.status);
  return isNetworkFailure(error);
}
