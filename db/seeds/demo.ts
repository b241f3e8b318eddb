import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../../api/lib/logger';
import type { Storage } from '../../api/storage/storage';
import type { StoredImage } from '../../api/images/store-image';
import { hashPassword } from '../../api/modules/auth/password';
import { STYLES, type Style } from './art';
import {
  ADMIN,
  ARTISTS,
  ARTISTS_WITHOUT_PROFILE,
  COLLECTOR,
  DESCRIPTIONS,
  DIMENSIONS,
  INACTIVE_MEDIUMS,
  INACTIVE_SPECIALTIES,
  MEDIUMS,
  MORE_COLLECTORS,
  PRINT_SIZES,
  SHOWCASE,
  SPECIALTIES,
  STYLE_FOR_SPECIALTY,
  titleFor,
  type DemoArtist,
  type DemoPerson,
} from './demo-data';
import { produceImages, type ImageJob } from './demo-images';
import { insertServices } from './demo-services';
import { insertReviews } from './demo-reviews';
import { insertWorkUpdates } from './demo-work';
import { insertRequests } from './demo-requests';
import { insertOrders, insertPrintOffers } from './demo-orders';

export interface SeedDeps {
  knex: Knex;
  storage: Storage;
  logger: Logger;
  /** Where generated source images are cached between seeds; null disables the cache. */
  imageCacheDir?: string | null;
  /** Told after each demo picture is ready (painted, or copied from the cache), with how many were painted. */
  onImageProgress?: (done: number, total: number, painted: number) => void;
}

export const DEMO_PASSWORD = 'demo1234';
const DAY = 24 * 60 * 60 * 1000;
const IMAGES_PER_ARTWORK = [1, 2, 3, 1, 2, 4, 2, 1];
const SHAPES: Array<[number, number]> = [
  [1280, 1600],
  [1280, 960],
  [1280, 1280],
  [1280, 1707],
];

/** Seeds the demo marketplace when the database has no users yet. */
export async function seedDemoIfEmpty(deps: SeedDeps): Promise<boolean> {
  const row = await deps.knex('users').count<{ count: number | string }[]>({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return false;
  await seedDemo(deps);
  return true;
}

interface PlannedArtwork {
  artist: DemoArtist;
  index: number;
  specialty: string;
  medium: string;
  status: 'approved' | 'pending' | 'rejected';
  price: number;
  images: number[]; // indexes into jobs
}

function ago(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

function styleFor(specialty: string, n: number): Style {
  const styles = STYLE_FOR_SPECIALTY[specialty] ?? [...STYLES];
  return styles[n % styles.length]!;
}

/** Decides every artwork, image and showcase entry up front (pure), so images can render in parallel. */
function plan() {
  const jobs: ImageJob[] = [];
  const job = (j: ImageJob) => jobs.push(j) - 1;
  const portraits = new Map<string, number>();
  const studios = new Map<string, number[]>();
  const artworks: PlannedArtwork[] = [];
  const showcase: Array<{ artist: DemoArtist; entry: (typeof SHOWCASE)[number]; image: number }> = [];
  let seed = 1;
  let showcaseIndex = 0;
  ARTISTS.forEach((artist, a) => {
    if (artist.bio !== null)
      portraits.set(
        artist.username,
        job({ kind: 'portrait', seed: 500 + a, size: 640, prefix: `artists/${artist.username}` }),
      );
    if (artist.status === 'approved' && a % 3 !== 2) {
      studios.set(artist.username, [
        job({
          kind: 'studio',
          seed: 700 + a,
          width: 1280,
          height: 960,
          prefix: `artists/${artist.username}`,
        }),
      ]);
    }
    for (let i = 0; i < artist.artworks; i++) {
      const specialty = artist.specialties[i % artist.specialties.length]!;
      const [width, height] = SHAPES[(a + i) % SHAPES.length]!;
      const count = IMAGES_PER_ARTWORK[(a * 3 + i) % IMAGES_PER_ARTWORK.length]!;
      const images = Array.from({ length: count }, (_, k) =>
        job({
          kind: 'artwork',
          seed: seed * 10 + k,
          style: styleFor(specialty, i + k),
          width,
          height,
          prefix: `artworks/${artist.username}`,
        }),
      );
      seed++;
      const fromEnd = artist.artworks - i;
      const status =
        fromEnd <= (artist.pendingArtworks ?? 0)
          ? 'pending'
          : fromEnd <= (artist.pendingArtworks ?? 0) + (artist.rejectedArtworks ?? 0)
            ? 'rejected'
            : 'approved';
      const price = [180, 240, 320, 450, 650, 850, 1200, 1800, 2600, 4200, 95, 75][(a * 5 + i * 7) % 12]!;
      artworks.push({
        artist,
        index: i,
        specialty,
        medium: artist.mediums[i % artist.mediums.length]!,
        status,
        price,
        images,
      });
    }
    for (let k = 0; k < (artist.showcase ?? 0); k++) {
      const entry = SHOWCASE[showcaseIndex++ % SHOWCASE.length]!;
      const specialty = artist.specialties[k % artist.specialties.length]!;
      showcase.push({
        artist,
        entry,
        image: job({
          kind: 'artwork',
          seed: 9000 + showcaseIndex,
          style: styleFor(specialty, k + 1),
          width: 1280,
          height: 960,
          prefix: `commissions/${artist.username}`,
        }),
      });
    }
  });
  return { jobs, portraits, studios, artworks, showcase };
}

/** Every demo picture, in the order the seed stores them (what `npm start` paints on a first start). */
export function demoImageJobs(): ImageJob[] {
  return plan().jobs;
}

function imageColumns(image: StoredImage) {
  return { image_key: image.key, sizes: image.sizes, width: image.width, height: image.height };
}

export async function seedDemo({
  knex,
  storage,
  logger,
  imageCacheDir,
  onImageProgress,
}: SeedDeps): Promise<void> {
  const started = Date.now();
  const p = plan();
  const cacheDir =
    imageCacheDir === undefined ? path.resolve('node_modules/.cache/atelier-demo-images') : imageCacheDir;
  const images = await produceImages(storage, p.jobs, cacheDir, { onProgress: onImageProgress });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await knex.transaction(async (trx) => {
    const ids = await insertReference(trx);
    const users = await insertUsers(trx, passwordHash);
    const artistIds = await insertArtists(trx, users, p, images);
    const artworkIds = await insertArtworks(trx, artistIds, ids, p.artworks, images);
    await insertShowcase(trx, artistIds, p.showcase, images);
    await insertRequests(trx, users, artistIds);
    await insertWorkUpdates(trx, artistIds);
    await insertServices(trx, users, artistIds);
    await insertReviews(trx, users, artistIds);
    await insertOrders(trx, users, artworkIds);
    await insertPrintOffers(trx, artworkIds);
  });
  logger.info({ images: images.length, ms: Date.now() - started }, 'demo data seeded');
}

async function insertReference(trx: Knex) {
  const rows = async (table: string, active: string[], inactive: string[]) => {
    const inserted = await trx(table)
      .insert([
        ...active.map((name, i) => ({ name, sort_order: i, is_active: true })),
        ...inactive.map((name, i) => ({ name, sort_order: 100 + i, is_active: false })),
      ])
      .returning(['id', 'name']);
    return new Map(inserted.map((r: { id: number; name: string }) => [r.name, r.id]));
  };
  return {
    specialties: await rows('specialties', SPECIALTIES, INACTIVE_SPECIALTIES),
    mediums: await rows('mediums', MEDIUMS, INACTIVE_MEDIUMS),
  };
}

async function insertUsers(trx: Knex, passwordHash: string): Promise<Map<string, number>> {
  const people: Array<[DemoPerson, string, number]> = [
    [ADMIN, 'app_admin', 400],
    [COLLECTOR, 'user', 200],
    ...MORE_COLLECTORS.map((c, i): [DemoPerson, string, number] => [c, 'user', 150 - i * 20]),
    ...ARTISTS.map((a, i): [DemoPerson, string, number] => [a, 'bus_admin', 300 - i * 18]),
    ...ARTISTS_WITHOUT_PROFILE.map((a, i): [DemoPerson, string, number] => [a, 'bus_admin', 12 - i * 5]),
  ];
  const inserted = await trx('users')
    .insert(
      people.map(([person, role, days]) => ({
        email: person.email,
        username: person.username,
        first_name: person.firstName,
        last_name: person.lastName,
        role,
        password_hash: passwordHash,
        created_at: ago(days),
        email_verified_at: ago(days),
        // The demo's password is public: a second step would protect nothing (docs/accounts.md).
        two_factor_exempt: true,
      })),
    )
    .returning(['id', 'username']);
  return new Map(inserted.map((r: { id: number; username: string }) => [r.username, r.id]));
}

async function insertArtists(
  trx: Knex,
  users: Map<string, number>,
  p: ReturnType<typeof plan>,
  images: StoredImage[],
) {
  const artistIds = new Map<string, number>();
  for (const [i, artist] of ARTISTS.entries()) {
    const [row] = await trx('artists')
      .insert({
        user_id: users.get(artist.username),
        bio: artist.bio,
        specialties: artist.specialties,
        website: artist.website ?? null,
        portfolio_url: artist.website ?? null,
        social_links: JSON.stringify(artist.social),
        is_verified: artist.verified,
        approval_status: artist.status,
        created_at: ago(290 - i * 18),
      })
      .returning('id');
    artistIds.set(artist.username, row.id);
    const portrait = p.portraits.get(artist.username);
    const rows = [
      ...(portrait !== undefined
        ? [
            {
              ...imageColumns(images[portrait]!),
              image_type: 'profile',
              is_profile_image: i % 4 !== 3,
              title: 'Portrait',
            },
          ]
        : []),
      ...(p.studios.get(artist.username) ?? []).map((s) => ({
        ...imageColumns(images[s]!),
        image_type: 'studio',
        is_profile_image: false,
        title: 'In the studio',
        description: 'Where the work happens.',
      })),
    ];
    if (rows.length)
      await trx('artist_images').insert(rows.map((r, position) => ({ ...r, artist_id: row.id, position })));
  }
  return artistIds;
}

async function insertArtworks(
  trx: Knex,
  artistIds: Map<string, number>,
  ids: Awaited<ReturnType<typeof insertReference>>,
  planned: PlannedArtwork[],
  images: StoredImage[],
) {
  const artworkIds: Array<{ id: number; originalId: number; price: number; approved: boolean }> = [];
  // Oldest first, so "recent" (highest id) shows the newest work.
  const ordered = [...planned].sort((a, b) => b.artist.artworks - b.index - (a.artist.artworks - a.index));
  for (const [n, art] of ordered.entries()) {
    const title = titleFor(art.specialty, art.index);
    const [row] = await trx('artworks')
      .insert({
        artist_id: artistIds.get(art.artist.username),
        title,
        description: `${DESCRIPTIONS[(n + art.index) % DESCRIPTIONS.length]}`,
        specialty_id: ids.specialties.get(art.specialty),
        medium_id: ids.mediums.get(art.medium),
        dimensions: DIMENSIONS[n % DIMENSIONS.length],
        year_created: 2026 - (n % 4),
        price_cents: art.price * 100,
        approval_status: art.status,
        created_at: ago(Math.max(1, 240 - n * 3)),
      })
      .returning('id');
    await trx('artwork_images').insert(
      art.images.map((j, position) => ({
        ...imageColumns(images[j]!),
        artwork_id: row.id,
        is_primary: position === 0,
        alt_text: `${title} by ${art.artist.firstName} ${art.artist.lastName}${position ? ` (view ${position + 1})` : ''}`,
        title: position === 0 ? title : `Detail ${position}`,
        position,
      })),
    );
    const [original] = await trx('stock_items')
      .insert({
        artwork_id: row.id,
        type: 'original',
        price_cents: art.price * 100,
        quantity: 1,
        dimensions: DIMENSIONS[n % DIMENSIONS.length],
      })
      .returning('id');
    if (art.status === 'approved' && n % 2 === 0) {
      const sizes = PRINT_SIZES.slice(n % 2, (n % 2) + 1 + (n % 3 === 0 ? 1 : 0));
      await trx('stock_items').insert(
        sizes.map((dimensions, k) => ({
          artwork_id: row.id,
          type: 'print',
          price_cents: Math.max(25, Math.round(art.price * (0.08 + k * 0.04))) * 100,
          quantity: 10 + ((n * 7) % 40),
          dimensions,
        })),
      );
    }
    artworkIds.push({
      id: row.id,
      originalId: original.id,
      price: art.price,
      approved: art.status === 'approved',
    });
  }
  return artworkIds;
}

async function insertShowcase(
  trx: Knex,
  artistIds: Map<string, number>,
  showcase: ReturnType<typeof plan>['showcase'],
  images: StoredImage[],
) {
  await trx('commissions').insert(
    showcase.map(({ artist, entry, image }, i) => ({
      artist_id: artistIds.get(artist.username),
      title: entry.title,
      description: entry.description,
      medium: entry.medium,
      dimensions: entry.dimensions,
      price_cents: entry.price * 100,
      completion_time: entry.completionTime,
      ...imageColumns(images[image]!),
      is_showcase: true,
      created_at: ago(200 - i * 15),
    })),
  );
}
