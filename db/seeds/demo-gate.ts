import { verifyPassword } from '../../api/modules/auth/password';
import { ADMIN, ARTISTS, ARTISTS_WITHOUT_PROFILE, COLLECTOR, MORE_COLLECTORS } from './demo-data';
import { DEMO_PASSWORD, seedDemoIfEmpty, type SeedDeps } from './demo';
import { findCredentialsByEmails, lockAccounts } from './demo-accounts.repo';
import { DemoAccountsInProductionError } from './demo-errors';

export { DemoAccountsInProductionError };

/** Every account the demo seed creates: their password, `demo1234`, is public (README, login page). */
export const DEMO_EMAILS = [COLLECTOR, ADMIN, ...MORE_COLLECTORS, ...ARTISTS_WITHOUT_PROFILE, ...ARTISTS].map(
  (person) => person.email,
);

export type RunMode = 'development' | 'production' | 'test';

/**
 * Whether the demo is seeded into an empty database: when asked (`SEED_DEMO=true`), or by default
 * in development only; never by default in production or tests.
 */
export function shouldSeedDemo(env: RunMode, seedDemo: boolean | undefined): boolean {
  return seedDemo ?? env === 'development';
}

/** The demo accounts whose public demo password still signs in (one Argon2 check per distinct hash). */
export async function demoAccountsWithDemoPassword(
  knex: SeedDeps['knex'],
): Promise<Array<{ id: number; email: string }>> {
  const accounts = await findCredentialsByEmails(knex, DEMO_EMAILS);
  const verdicts = new Map<string, Promise<boolean>>();
  for (const { passwordHash } of accounts)
    if (!verdicts.has(passwordHash)) verdicts.set(passwordHash, verifyPassword(passwordHash, DEMO_PASSWORD));
  const known = [];
  for (const account of accounts)
    if (await verdicts.get(account.passwordHash)) known.push({ id: account.id, email: account.email });
  return known;
}

/** The one-line reason a production start with known demo credentials is refused. */
export function demoAccountsMessage(emails: readonly string[]): string {
  const named = emails.slice(0, 3).join(', ') + (emails.length > 3 ? ` and ${emails.length - 3} more` : '');
  return `Refusing to start in production: demo accounts with the public password exist (${named}); run \`npm run lock-demo-accounts\` to lock them, or set SEED_DEMO=true if this is a public demo.`;
}

/** The demo accounts a newcomer is pointed to (start banner, README), in the order they are named. */
export const SHOWN_DEMO_EMAILS = [COLLECTOR.email, ARTISTS[0]!.email, ADMIN.email];

/**
 * The demo data at boot: seeded into an empty database when `shouldSeedDemo` says so. A
 * production start that was not asked for the demo refuses to run while demo accounts with the
 * public password exist (throws DemoAccountsInProductionError with a one-line reason): nobody signs
 * in as `admin@atelier.test` on a real site. Answers which of SHOWN_DEMO_EMAILS sign in with the
 * demo password (for the start banner).
 */
export async function prepareDemoData(
  deps: SeedDeps & { env: RunMode; seedDemo: boolean | undefined },
): Promise<string[]> {
  if (shouldSeedDemo(deps.env, deps.seedDemo)) {
    if (await seedDemoIfEmpty(deps)) return SHOWN_DEMO_EMAILS;
    const known = new Set((await demoAccountsWithDemoPassword(deps.knex)).map((a) => a.email));
    return SHOWN_DEMO_EMAILS.filter((email) => known.has(email));
  }
  if (deps.env !== 'production') return [];
  const known = await demoAccountsWithDemoPassword(deps.knex);
  if (known.length > 0)
    throw new DemoAccountsInProductionError(demoAccountsMessage(known.map((a) => a.email)));
  return [];
}

/** Locks every demo account whose password is still the public one; returns their emails. */
export async function lockDemoAccounts(knex: SeedDeps['knex']): Promise<string[]> {
  const known = await demoAccountsWithDemoPassword(knex);
  if (known.length > 0)
    await lockAccounts(
      knex,
      known.map((a) => a.id),
    );
  return known.map((a) => a.email);
}
