import type { Knex } from 'knex';
import { isAdmin, type Actor } from '../auth/permissions';
import { findImageKeyOwners } from './image-access.repo';

/**
 * Who may load an uploaded image (`GET /uploads/<key>`): the same people who may see what it
 * belongs to. Public images (of an approved artwork of an approved artist, etc.) go to everyone
 * with long caching; images of pending, rejected or revoked work, or of an artist who is not
 * approved, only to that artist and to admins; a deleted image, or a key no row stores, to no one.
 */
export type ImageVerdict =
  { kind: 'public' } | { kind: 'restricted'; artistIds: readonly number[] } | { kind: 'hidden' };

export interface ImageAccess {
  /** The verdict for a stored key (a rendition such as `artworks/7/<uuid>-640.webp`). */
  verdict(key: string): Promise<ImageVerdict>;
}

const HIDDEN: ImageVerdict = { kind: 'hidden' };
const PUBLIC: ImageVerdict = { kind: 'public' };

/** `artworks/7/<uuid>-640.webp` -> `artworks/7/<uuid>` (the key rows store), or null for anything else. */
export function imageKeyOf(renditionKey: string): string | null {
  const match = /^(.+)-\d+\.webp$/.exec(renditionKey);
  return match ? match[1]! : null;
}

export function maySee(verdict: ImageVerdict, actor: Actor | null): boolean {
  switch (verdict.kind) {
    case 'public':
      return true;
    case 'restricted':
      return (
        !!actor && (isAdmin(actor) || (actor.artistId !== null && verdict.artistIds.includes(actor.artistId)))
      );
    case 'hidden':
      return false;
  }
}

export interface ImageAccessOptions {
  /**
   * How long a verdict is reused. A gallery page loads dozens of images at once; an approval,
   * a revocation or a deletion reaches the image URLs within this time.
   */
  cacheMs?: number;
  maxEntries?: number;
}

export function createImageAccess(knex: Knex, options: ImageAccessOptions = {}): ImageAccess {
  const { cacheMs = 5000, maxEntries = 5000 } = options;
  const cache = new Map<string, { verdict: ImageVerdict; expires: number }>();

  async function lookUp(key: string): Promise<ImageVerdict> {
    const owners = await findImageKeyOwners(knex, key);
    if (owners.some((owner) => owner.public)) return PUBLIC;
    const live = owners.filter((owner) => owner.live);
    if (live.length === 0) return HIDDEN;
    return { kind: 'restricted', artistIds: live.map((owner) => owner.artistId) };
  }

  return {
    async verdict(renditionKey) {
      const key = imageKeyOf(renditionKey);
      if (!key) return HIDDEN;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.expires > now) return cached.verdict;
      const verdict = await lookUp(key);
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, { verdict, expires: now + cacheMs });
      return verdict;
    },
  };
}
