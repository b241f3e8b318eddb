import crypto from 'node:crypto';
import type { Knex } from 'knex';
import sharp from 'sharp';
import type { Role } from '../../contract/enums';
import { toFormData } from '../../contract/multipart';
import { hashPassword } from '../modules/auth/password';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const PASSWORD = 'demo1234';
let passwordHash: Promise<string> | null = null;

function unique(): string {
  return crypto.randomBytes(4).toString('hex');
}

export interface FixtureUser {
  id: number;
  email: string;
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/**
 * Inserts a user directly (password 'demo1234'), with a confirmed e-mail unless `emailVerified: false`.
 * Exempt from the admins' required two-factor sign-in unless `twoFactorExempt: false`.
 */
export async function createUser(
  db: Knex,
  overrides: Partial<FixtureUser> & { emailVerified?: boolean; twoFactorExempt?: boolean } = {},
): Promise<FixtureUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const tag = unique();
  const user = {
    email: overrides.email ?? `user-${tag}@example.test`,
    username: overrides.username ?? `user_${tag}`,
    role: overrides.role ?? 'user',
    first_name: overrides.firstName ?? 'Test',
    last_name: overrides.lastName ?? `User${tag}`,
    password_hash: await passwordHash,
    email_verified_at: overrides.emailVerified === false ? null : new Date(),
    two_factor_exempt: overrides.twoFactorExempt ?? true,
  };
  const [row] = await db('users').insert(user).returning('*');
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export async function createArtistProfile(
  db: Knex,
  userId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const [row] = await db('artists')
    .insert({ user_id: userId, approval_status: 'approved', bio: 'Painter of light.', ...overrides })
    .returning('id');
  return { id: row.id };
}

/** A bus_admin user with an artist profile (approved unless told otherwise). */
export async function createArtist(
  db: Knex,
  overrides: Record<string, unknown> = {},
): Promise<FixtureUser & { artistId: number }> {
  const user = await createUser(db, { role: 'bus_admin' });
  const artist = await createArtistProfile(db, user.id, overrides);
  return { ...user, artistId: artist.id };
}

export async function createReference(
  db: Knex,
  table: 'mediums' | 'specialties',
  name: string,
): Promise<number> {
  const existing = await db(table).whereRaw('lower(name) = lower(?)', [name]).first();
  if (existing) return existing.id;
  const [row] = await db(table).insert({ name }).returning('id');
  return row.id;
}

export async function createArtwork(
  db: Knex,
  artistId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const mediumId = await createReference(db, 'mediums', 'Oil');
  const [row] = await db('artworks')
    .insert({
      artist_id: artistId,
      title: `Artwork ${unique()}`,
      description: 'A test artwork',
      medium_id: mediumId,
      price_cents: 25000,
      approval_status: 'approved',
      ...overrides,
    })
    .returning('id');
  return { id: row.id };
}

/** A new client signed in as the given user. */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${res.text}`);
  return client;
}

/** A small real image (PNG by default) for upload tests. */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export function fileOf(bytes: Buffer | string, name: string, type = 'application/octet-stream'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

/**
 * A multipart body (contract/multipart.ts): `body` as JSON text and `count` PNG files (then
 * `extra` files) as `files`. Unless the body names its `images`, every file is a new image.
 */
export async function imageForm(
  body: Record<string, unknown> = {},
  count = 1,
  extra: File[] = [],
): Promise<FormData> {
  const files: File[] = [];
  for (let i = 0; i < count; i++)
    files.push(fileOf(await imageBytes('png', 40 + i, 30), `photo-${i}.png`, 'image/png'));
  files.push(...extra);
  const images = body.images ?? (files.length > 0 ? files.map((_, file) => ({ file })) : undefined);
  return toFormData(
    images === undefined ? body : { ...body, images },
    files.map((blob) => ({ blob, name: blob.name })),
  );
}
