import fs from 'node:fs';
import { fromAppRoot } from '../../db/app-root';
import { ValidationError } from '../errors';

/**
 * ASVS 6.2: a new password may not be a common one, nor the account's email or username.
 * `common-passwords.txt`: the 10,000 most used passwords of 8 characters or more, in order, taken
 * from the SecLists project's list of the top million (CC BY-SA 3.0).
 */
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(fromAppRoot('api/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
export const SAME_AS_IDENTITY = 'Your password may not be your email or username.';

/** Throws a 400 naming the password field when the password breaks the policy. */
export function checkNewPassword(password: string, account: { email: string; username: string }): void {
  const lower = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  if (lower === email || lower === email.split('@')[0] || lower === account.username.trim().toLowerCase()) {
    throw new ValidationError({ password: SAME_AS_IDENTITY }, SAME_AS_IDENTITY);
  }
  if (commonPasswords().has(lower)) throw new ValidationError({ password: TOO_COMMON }, TOO_COMMON);
}
