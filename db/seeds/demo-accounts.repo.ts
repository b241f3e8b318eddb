import type { Knex } from 'knex';

/** A password hash no password verifies against: the account can no longer sign in. */
export const LOCKED_PASSWORD_HASH = '!locked';

export async function findCredentialsByEmails(
  knex: Knex,
  emails: readonly string[],
): Promise<Array<{ id: number; email: string; passwordHash: string }>> {
  const rows = await knex('users')
    .whereIn('email', emails)
    .select<Array<{ id: number; email: string; password_hash: string }>>('id', 'email', 'password_hash');
  return rows.map((row) => ({ id: row.id, email: row.email, passwordHash: row.password_hash }));
}

/** The accounts can no longer sign in, and whoever is signed in as them is signed out. */
export async function lockAccounts(knex: Knex, ids: readonly number[]): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('users').whereIn('id', ids).update({ password_hash: LOCKED_PASSWORD_HASH });
    await trx('sessions').whereIn('user_id', ids).del();
  });
}
