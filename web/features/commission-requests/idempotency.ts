import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * One key per request body: sending the same request again (after a timeout, say) reuses its key,
 * so the server applies it once; an edited request gets a new key. `done()` forgets it after success.
 */
export function createKeyForBody() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
