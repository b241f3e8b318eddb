import crypto from 'node:crypto';
import type { Knex } from 'knex';

/** What a mailed link is for (table `account_tokens`, migration 20261126000100). */
export type TokenPurpose = 'password_reset' | 'verify_email' | 'change_email';

/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

export interface AccountToken {
  userId: number;
  purpose: TokenPurpose;
  /** A change of address: the address the link was sent to. */
  newEmail: string | null;
}

/** Only this digest is stored: a copy of the table opens no account. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * A new link's token (32 random bytes, URL-safe), stored as its hash. `replace` voids the user's
 * unused links of the same purpose first (a newer change of address replaces an older one).
 */
export async function createAccountToken(
  db: Knex,
  input: { userId: number; purpose: TokenPurpose; newEmail?: string; replace?: boolean },
): Promise<string> {
  if (input.replace) await voidAccountTokens(db, input.userId, [input.purpose]);
  const token = crypto.randomBytes(32).toString('base64url');
  await db('account_tokens').insert({
    user_id: input.userId,
    purpose: input.purpose,
    token_hash: tokenHash(token),
    new_email: input.newEmail ?? null,
    expires_at: new Date(Date.now() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

type TokenRow = { user_id: number; purpose: TokenPurpose; new_email: string | null };
const toToken = (row: TokenRow): AccountToken => ({
  userId: row.user_id,
  purpose: row.purpose,
  newEmail: row.new_email,
});

/** The live (unused, unexpired) link of one of these purposes, without using it. */
export async function findLiveToken(
  db: Knex,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<AccountToken | null> {
  const row = (await db('account_tokens')
    .where({ token_hash: tokenHash(token) })
    .whereIn('purpose', purposes)
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .first('user_id', 'purpose', 'new_email')) as TokenRow | undefined;
  return row ? toToken(row) : null;
}

/**
 * Uses a live link: marks it used in the same statement that finds it, so of two requests with
 * one token exactly one gets it. Null when it is unknown, used or expired.
 */
export async function useToken(
  db: Knex,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<AccountToken | null> {
  const [row] = (await db('account_tokens')
    .where({ token_hash: tokenHash(token) })
    .whereIn('purpose', purposes)
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning(['user_id', 'purpose', 'new_email'])) as TokenRow[];
  return row ? toToken(row) : null;
}

/** The user's unused links of these purposes stop working. */
export async function voidAccountTokens(
  db: Knex,
  userId: number,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await db('account_tokens')
    .where({ user_id: userId })
    .whereIn('purpose', purposes)
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
}
