import { checkNewPassword } from '../../auth/password-policy';
import { ErrorCodes } from '../../../contract/errors';
import type { PasswordResetInput } from '../../../contract/user';
import { GoneError } from '../../errors';
import { queueMail } from '../mail/queue-mail';
import { confirmEmail, findCredentials, setPasswordHash } from '../users/accounts.service';
import { createAccountToken, findLiveToken, useToken, voidAccountTokens } from './account-tokens.repo';
import { hashPassword } from './password';
import { deleteSessionsOfUser } from './sessions.repo';
import type { DbDeps } from '../../deps';

export const RESET_LINK_GONE =
  'This password reset link has expired or was used already. Ask for a new one on the sign-in page.';

/**
 * Mails a reset link to the account with this address, if there is one. The caller answers the
 * same either way: whether an address has an account is not told to whoever asks.
 */
export async function requestPasswordReset({ db }: DbDeps, email: string): Promise<void> {
  const found = await findCredentials({ db }, { email });
  if (!found) return;
  const { user } = found;
  const token = await createAccountToken(db, { userId: user.id, purpose: 'password_reset' });
  await queueMail(db, {
    to: user.email,
    kind: 'password_reset',
    data: { firstName: user.firstName, token },
    userId: user.id,
  });
}

export interface PreparedReset {
  userId: number;
  newHash: string;
}

/**
 * The CPU-heavy half of a reset, before the write transaction: the link must be live, and the
 * new password passes the sign-up policy for this account; it is hashed (Argon2id).
 */
export async function prepareReset({ db }: DbDeps, input: PasswordResetInput): Promise<PreparedReset> {
  const token = await findLiveToken(db, input.token, ['password_reset']);
  const found = token ? await findCredentials({ db }, { id: token.userId }) : null;
  if (!found) throw new GoneError(RESET_LINK_GONE, ErrorCodes.LINK_EXPIRED);
  checkNewPassword(input.password, found.user);
  return { userId: found.user.id, newHash: await hashPassword(input.password) };
}

/**
 * Sets the new password with the link, which then works no more (nor do the account's other
 * reset and e-mail change links). Every session of the account ends: whoever knew the old
 * password is out, and the owner signs in again with the new one. The owner gets a notice; the
 * link reached their inbox, so the address counts as confirmed.
 */
export async function resetPassword({ db }: DbDeps, token: string, prepared: PreparedReset): Promise<number> {
  const used = await useToken(db, token, ['password_reset']);
  if (!used || used.userId !== prepared.userId) throw new GoneError(RESET_LINK_GONE, ErrorCodes.LINK_EXPIRED);
  const found = await findCredentials({ db }, { id: used.userId });
  if (!found) throw new GoneError(RESET_LINK_GONE, ErrorCodes.LINK_EXPIRED);
  await setPasswordHash({ db }, used.userId, prepared.newHash);
  await voidAccountTokens(db, used.userId, ['password_reset', 'change_email']);
  await confirmEmail({ db }, used.userId);
  await deleteSessionsOfUser(db, used.userId);
  await queueMail(db, {
    to: found.user.email,
    kind: 'password_changed',
    data: { firstName: found.user.firstName },
    userId: used.userId,
  });
  return used.userId;
}
