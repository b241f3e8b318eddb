import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { ErrorCodes } from '@contract/error-codes';
import { PasswordSchema } from '@contract/common';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset, useResetPassword } from '@/features/auth/api/account-mail';
import { reportFormError } from './form-errors';

/** The one answer to a reset request, whether or not an account has the address. */
export const RESET_SENT_TEXT =
  'If an account exists for this e-mail, we sent a link to choose a new password. It works once, for 30 minutes.';
export const PASSWORD_RULES = 'At least 8 characters; not a common password, your email or your username.';

const linkClass =
  'font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

/** `/forgot-password`: asks for the e-mail and always gives the same answer. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      return reportFormError(form, ['email'], error, 'No link sent');
    }
    setSentTo(values.email);
  });

  if (sentTo !== null)
    return (
      <div className="space-y-5" role="status">
        <p className="rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
          {RESET_SENT_TEXT}
        </p>
        <p className="text-sm text-muted">
          Nothing arrived? Check your spam folder, or{' '}
          <button type="button" className={linkClass} onClick={() => setSentTo(null)}>
            try another address
          </button>
          .
        </p>
        <p className="text-sm">
          <Link to="/login" className={linkClass}>
            Back to log in
          </Link>
        </p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          invalid={!!errors.email}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Send me a link
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </form>
  );
}

const NewPasswordSchema = z.object({ password: PasswordSchema });
type NewPassword = z.infer<typeof NewPasswordSchema>;

/**
 * `/reset-password?token=`: a new password for the account of the link. On success every session
 * of the account has ended, this one included: the owner signs in again with the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [gone, setGone] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCodes.LINK_EXPIRED) return setGone(error.userMessage);
      return reportFormError(form, ['password'], error, 'Password not changed');
    }
    toast({
      title: 'Password changed',
      description: 'You were signed out everywhere. Log in with your new password.',
    });
    await navigate({ to: '/login' });
  });

  if (!token || gone !== null)
    return (
      <div className="space-y-5" role="alert">
        <p className="rounded-(--radius-card) border border-line bg-surface p-4 text-ink">
          {gone ?? 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.'}
        </p>
        <Link to="/forgot-password" className={linkClass}>
          Ask for a new link
        </Link>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="New password" description={PASSWORD_RULES} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
