import fs from 'node:fs';
import path from 'node:path';
import { ArtworkSchema } from '../../../contract/artwork';
import type { Role } from '../../../contract/enums';
import {
  createArtist,
  createArtwork,
  createReference,
  createUser,
  signIn,
  type FixtureUser,
} from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

export type Signed<T> = T & { client: TestClient };
type SignedArtist = Signed<FixtureUser & { artistId: number }>;

/** The five viewers of the permission matrix, each with its own browser. */
export interface World {
  anon: TestClient;
  collector: Signed<FixtureUser>;
  artist: SignedArtist;
  other: SignedArtist;
  admin: Signed<FixtureUser>;
}
export type Viewer = keyof World;
export const VIEWERS: Viewer[] = ['anon', 'collector', 'artist', 'other', 'admin'];

export async function signedUser(t: TestApp, role: Role): Promise<Signed<FixtureUser>> {
  const user = await createUser(t.db.knex, { role });
  return { ...user, client: await signIn(t, user.email) };
}

export async function signedArtist(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<SignedArtist> {
  const artist = await createArtist(t.db.knex, overrides);
  return { ...artist, client: await signIn(t, artist.email) };
}

export async function createWorld(t: TestApp): Promise<World> {
  return {
    anon: t.client(),
    collector: await signedUser(t, 'user'),
    artist: await signedArtist(t),
    other: await signedArtist(t),
    admin: await signedUser(t, 'admin'),
  };
}

export function clientOf(world: World, viewer: Viewer): TestClient {
  const who = world[viewer];
  return 'client' in who ? who.client : who;
}

/** An artwork row inserted directly (approved unless told otherwise), with its medium 'Oil'. */
export function artworkOf(
  t: TestApp,
  artistId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  return createArtwork(t.db.knex, artistId, overrides);
}

/** A valid `POST /api/artworks` body. */
export async function artworkInput(
  t: TestApp,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    title: 'Evening Harbour',
    description: 'Boats at dusk',
    mediumId: await createReference(t.db.knex, 'mediums', 'Oil'),
    specialtyId: await createReference(t.db.knex, 'specialties', 'Landscape'),
    dimensions: '40 x 50 cm',
    yearCreated: 2024,
    price: 450.5,
    ...extra,
  };
}

/** Every file under the uploads folder. */
export function storedFiles(t: TestApp): string[] {
  if (!fs.existsSync(t.uploadsDir)) return [];
  return (fs.readdirSync(t.uploadsDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(t.uploadsDir, f)).isFile(),
  );
}

/** Live image rows of an artwork, in display order. */
export function imageRows(t: TestApp, artworkId: number) {
  return t.db
    .knex('artwork_images')
    .where({ artwork_id: artworkId })
    .whereNull('deleted_at')
    .orderBy(['position', 'id'])
    .select('id', 'is_primary', 'description');
}

export const parseArtwork = (body: unknown) => ArtworkSchema.strict().parse(body);

/** A multipart body with PNG files (api/test/fixtures.ts). */
export { imageForm } from '../../test/fixtures';
