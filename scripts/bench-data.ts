// `npm run bench:data -- --artworks 100000 [--force]`: fills the PostgreSQL of DATABASE_URL with a
// generated catalogue (db/seeds/catalogue.ts, set-based SQL): artworks/10 artists, images drawn
// from a small shared set, stock, mediums and specialties, commissions and commission requests.
// Refuses a database that has real (non-generated) users unless --force.
import { hashPassword } from '../api/modules/auth/password';
import { openDatabase } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { generateCatalogue } from '../db/seeds/catalogue';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:data needs DATABASE_URL (a PostgreSQL database it may fill).');
  process.exit(1);
}
const artworks = flag('artworks', 100_000);
const artists = flag('artists', Math.max(10, Math.round(artworks / 10)));
// A bulk load: statements run far longer than a request's timeout allows.
const db = await openDatabase({ databaseUrl: url, poolMax: 2, statementTimeoutMs: 0 });
try {
  await migrateLatest(db.knex);
  const real = (await db
    .knex('users')
    .whereNot('email', 'like', '%@bench.test')
    .count({ n: '*' })
    .first()) as {
    n: string | number;
  };
  if (Number(real.n) > 0 && !process.argv.includes('--force')) {
    console.error(
      `This database has ${real.n} real users: refusing to fill it (pass --force to do it anyway).`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const tag = `b${Date.now().toString(36)}`;
  const written = await generateCatalogue(db.knex, {
    artists,
    artworks,
    collectors: Math.max(10, Math.round(artists / 5)),
    requests: Math.round(artworks / 5),
    commissions: Math.round(artworks / 20),
    imageUrls: Array.from({ length: 12 }, (_, i) => `/uploads/bench/generated-${i + 1}.webp`),
    tag,
  });
  // One account that can sign in, for the benchmark of authenticated pages.
  await db.knex('users').insert({
    email: `${tag}-admin@bench.test`,
    password_hash: await hashPassword('bench1234'),
    first_name: 'Bench',
    last_name: 'Admin',
    username: `${tag}_admin`,
    role: 'admin',
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Generated in ${seconds.toFixed(1)} s (tag ${tag}):`, written);
  console.log(`Sign in as ${tag}-admin@bench.test / bench1234`);
} finally {
  await db.close();
}
