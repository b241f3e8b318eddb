/**
 * A fresh `Idempotency-Key` for one write command (web/lib/write.ts mints one per user intent) (the server applies a key at most once).
 * crypto.randomUUID needs a secure context; getRandomValues works everywhere (e.g. plain-http LAN).
 * Call it in event handlers, not during render.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
