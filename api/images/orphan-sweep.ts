import type { Knex } from 'knex';
import type { ListedObject, Storage } from '../storage/storage';
import { referencedImageKeys } from './orphan-sweep.repo';

/**
 * How old an unreferenced file must be before the sweep removes it. An upload stores its files
 * before the transaction that references them opens (api/http/uploads.ts), so a young file may
 * belong to a request still running.
 */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
/** Where uploads are stored (artworks/<id>/…, artists/<id>/…, commissions/…). */
const IMAGE_PREFIXES = ['artworks/', 'artists/', 'commissions/'];
const BATCH = 500;

/** `artworks/7/<uuid>-640.webp` -> `artworks/7/<uuid>` (the key a row stores). */
export function imageKeyOf(fileKey: string): string {
  return fileKey.replace(/-\d+\.webp$/, '');
}

/**
 * Removes stored image files no live row references and older than `graceMs`: what an upload
 * interrupted by a crash or a lost connection left behind, and files of deleted images whose
 * removal after the commit did not happen. Safe with several instances at once (deletes are
 * idempotent). Returns how many files it removed.
 */
export async function sweepOrphanImages(
  db: Knex,
  storage: Storage,
  { graceMs = ORPHAN_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<number> {
  const orphans: string[] = [];
  let batch: ListedObject[] = [];
  const flush = async () => {
    const referenced = await referencedImageKeys(db, [...new Set(batch.map((f) => imageKeyOf(f.key)))]);
    orphans.push(...batch.filter((f) => !referenced.has(imageKeyOf(f.key))).map((f) => f.key));
    batch = [];
  };
  for (const prefix of IMAGE_PREFIXES) {
    for await (const file of storage.list(prefix)) {
      if (now - file.lastModified.getTime() < graceMs) continue;
      batch.push(file);
      if (batch.length >= BATCH) await flush();
    }
  }
  if (batch.length > 0) await flush();
  // Deleted once the listing is done: a listing continued past deletions is not portable on S3.
  for (let i = 0; i < orphans.length; i += BATCH)
    await Promise.all(orphans.slice(i, i + BATCH).map((key) => storage.delete(key)));
  return orphans.length;
}
