import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '../../../contract/enums';
import { createArtist, createUser, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

export type Signed<T> = T & { client: TestClient };

/** The five viewers of the permission matrix, each signed in with its own browser. */
export interface World {
  anon: TestClient;
  collector: Signed<FixtureUser>;
  artist: Signed<FixtureUser & { artistId: number }>;
  other: Signed<FixtureUser & { artistId: number }>;
  admin: Signed<FixtureUser>;
}

export async function signedUser(t: TestApp, role: Role): Promise<Signed<FixtureUser>> {
  const user = await createUser(t.db.knex, { role });
  return { ...user, client: await signIn(t, user.email) };
}

export async function signedArtist(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Signed<FixtureUser & { artistId: number }>> {
  const artist = await createArtist(t.db.knex, overrides);
  return { ...artist, client: await signIn(t, artist.email) };
}

/** The artist under test is pending unless told otherwise; the other artist is approved. */
export async function createWorld(t: TestApp, artistOverrides: Record<string, unknown> = {}): Promise<World> {
  return {
    anon: t.client(),
    collector: await signedUser(t, 'user'),
    artist: await signedArtist(t, { approval_status: 'pending', ...artistOverrides }),
    other: await signedArtist(t),
    admin: await signedUser(t, 'admin'),
  };
}

export type Viewer = keyof World;
export function clientOf(world: World, viewer: Viewer): TestClient {
  const who = world[viewer];
  return 'client' in who ? who.client : who;
}

/** Every file stored under the uploads folder (relative paths). */
export function storedFiles(t: TestApp): string[] {
  if (!fs.existsSync(t.uploadsDir)) return [];
  return (fs.readdirSync(t.uploadsDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(t.uploadsDir, f)).isFile(),
  );
}

/** Inserts an image row directly (no file), for read-side tests. */
export async function insertImage(
  t: TestApp,
  artistId: number,
  values: { imageType?: string; isProfileImage?: boolean; position?: number; url?: string } = {},
): Promise<number> {
  const [row] = await t.db
    .knex('artist_images')
    .insert({
      artist_id: artistId,
      image_url:
        values.url ?? `https://img.example.test/${artistId}-${Math.random().toString(36).slice(2)}.jpg`,
      image_type: values.imageType ?? 'portfolio',
      is_profile_image: values.isProfileImage ?? false,
      position: values.position ?? 0,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** A multipart body with PNG files (api/test/fixtures.ts). */
export { imageForm } from '../../test/fixtures';
