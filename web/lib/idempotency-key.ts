/**
 * A fresh `Idempotency-Key` for one write the user asked for (the server applies a key at most once).
 * crypto.randomUUID needs a secure context; getRandomValues works everywhere (e.g. plain-http LAN).
 * Call it in event handlers, not during render.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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
