import { ErrorCodes } from '../../../contract/errors';
import type { ChangeEmailInput, User, VerifyEmailResult } from '../../../contract/user';
import { ConflictError, GoneError, HttpError, UnauthenticatedError, ValidationError } from '../../errors';
import { queueMail } from '../mail/queue-mail';
import {
  changeEmail,
  confirmEmail,
  EMAIL_TAKEN,
  emailTakenByOther,
  findAccount,
} from '../users/accounts.service';
import { createAccountToken, useToken, voidAccountTokens } from './account-tokens.repo';
import { checkCurrentPassword } from './auth.service';
import type { DbDeps } from '../../deps';

export { EMAIL_TAKEN };

export const CONFIRM_LINK_GONE =
  'This confirmation link has expired or was used already. Send a new one from your profile.';
export const ALREADY_VERIFIED = 'Your e-mail address is confirmed already';
export const SAME_EMAIL = 'This is your e-mail address already';
export const VERIFY_BEFORE_SUBMITTING =
  'Confirm your e-mail address before submitting artworks for review: open the link we sent you, or send it again from your profile.';

/** Mails the account a link that confirms its address (at sign-up, and again on request). */
export async function sendVerification({ db }: DbDeps, user: User): Promise<void> {
  const token = await createAccountToken(db, { userId: user.id, purpose: 'verify_email' });
  await queueMail(db, {
    to: user.email,
    kind: 'verify_email',
    data: { firstName: user.firstName, token },
    userId: user.id,
  });
}

/** 'Send the link again' on the profile: only while the address is not confirmed. */
export async function resendVerification({ db }: DbDeps, userId: number): Promise<void> {
  const user = await findAccount({ db }, userId);
  if (!user) throw new UnauthenticatedError();
  if (user.emailVerified) throw new ConflictError(ALREADY_VERIFIED);
  await sendVerification({ db }, user);
}

/**
 * Opens a confirmation link, signed in or not: a new account's link confirms its address; a change
 * of address's link (sent to the new address) makes that address the account's, confirmed. Either
 * works once. A new address taken by another account meanwhile is refused (409).
 */
export async function verifyEmail({ db }: DbDeps, token: string): Promise<VerifyEmailResult> {
  const used = await useToken(db, token, ['verify_email', 'change_email']);
  const user = used ? await findAccount({ db }, used.userId) : null;
  if (!used || !user) throw new GoneError(CONFIRM_LINK_GONE, ErrorCodes.LINK_EXPIRED);
  if (used.purpose === 'verify_email') {
    await confirmEmail({ db }, user.id);
    return { outcome: 'verified', email: user.email };
  }
  const newEmail = used.newEmail!;
  if (await emailTakenByOther({ db }, newEmail, user.id))
    throw new ConflictError(EMAIL_TAKEN, ErrorCodes.DUPLICATE);
  await changeEmail({ db }, user.id, newEmail);
  // Links sent to the old address (a reset, a confirmation) no longer speak for this account.
  await voidAccountTokens(db, user.id, ['password_reset', 'verify_email', 'change_email']);
  return { outcome: 'changed', email: newEmail };
}

/** The CPU-heavy half of a change of address, before the write transaction: the password must be right. */
export async function checkPasswordForEmailChange(
  { db }: DbDeps,
  userId: number,
  input: ChangeEmailInput,
): Promise<void> {
  await checkCurrentPassword({ db }, userId, input.password, 'password');
}

/**
 * Asks for a change of address: nothing changes until the link mailed to the new address is
 * opened (verifyEmail); the old address gets a notice, so its owner hears of it in time.
 */
export async function requestEmailChange(
  { db }: DbDeps,
  userId: number,
  input: ChangeEmailInput,
): Promise<void> {
  const user = await findAccount({ db }, userId);
  if (!user) throw new UnauthenticatedError();
  if (user.email.toLowerCase() === input.newEmail.toLowerCase())
    throw new ValidationError({ newEmail: SAME_EMAIL }, SAME_EMAIL);
  if (await emailTakenByOther({ db }, input.newEmail, userId))
    throw new ConflictError(EMAIL_TAKEN, ErrorCodes.DUPLICATE, {
      field: 'newEmail',
      fields: { newEmail: EMAIL_TAKEN },
    });
  const token = await createAccountToken(db, {
    userId,
    purpose: 'change_email',
    newEmail: input.newEmail,
    replace: true,
  });
  const data = { firstName: user.firstName, newEmail: input.newEmail };
  await queueMail(db, { to: input.newEmail, kind: 'email_change_confirm', data: { ...data, token }, userId });
  await queueMail(db, { to: user.email, kind: 'email_change_requested', data, userId });
}

/** An artist submits artworks for review only with a confirmed address (403 in words otherwise). */
export async function requireVerifiedEmail({ db }: DbDeps, userId: number): Promise<void> {
  const user = await findAccount({ db }, userId);
  if (user && !user.emailVerified)
    throw new HttpError(403, VERIFY_BEFORE_SUBMITTING, ErrorCodes.EMAIL_NOT_VERIFIED);
}
