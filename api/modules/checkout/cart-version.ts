import crypto from 'node:crypto';

/** A cart's `version`: a digest of which items it holds at which amounts (not their order). */
export function cartVersion(
  entries: Array<{ kind: 'original' | 'print'; id: number; cents: number }>,
): string {
  const key = entries
    .map((e) => `${e.kind}:${e.id}:${e.cents}`)
    .sort()
    .join(',');
  return crypto.createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
