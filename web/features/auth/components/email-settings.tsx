import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MailWarning } from 'lucide-react';
import { ChangeEmailInputSchema, type ChangeEmailInput, type User } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useChangeEmail, useResendVerification } from '@/features/auth/api/account-mail';
import { reportFormError, toastFailure } from './form-errors';

const FIELDS = ['newEmail', 'password'] as const;

/** Profile page: the address's state ('Send the link again' until confirmed) and a change of address. */
export function EmailSettings({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="email-settings-title"
      className="mt-8 space-y-8 rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="email-settings-title" className="text-2xl font-medium text-ink">
        E-mail address
      </h2>
      {user.emailVerified ? null : <UnconfirmedNotice user={user} />}
      <ChangeEmailForm />
    </section>
  );
}

/** Until the address is confirmed: what that means, and the link sent again on request. */
export function UnconfirmedNotice({ user }: { user: User }) {
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync({});
    } catch (error) {
      toastFailure('No link sent', error);
      return;
    }
    toast({ title: 'Link sent', description: `Open the link we sent to ${user.email}.` });
  };
  return (
    <div
      className="space-y-3 rounded-(--radius-card) border border-warning/40 bg-warning-soft p-4"
      role="status"
    >
      <p className="flex gap-2 font-medium text-ink">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        Your e-mail address is not confirmed yet
      </p>
      <p className="text-sm text-ink">
        Open the link we sent to {user.email}.
        {user.role === 'bus_admin' ? ' Until then you cannot submit artworks for review.' : null}
      </p>
      <Button variant="secondary" onClick={() => void onResend()} loading={resend.isPending}>
        Send the link again
      </Button>
    </div>
  );
}

/** New address + password: the address changes once the link sent to it is opened. */
export function ChangeEmailForm() {
  const changeEmail = useChangeEmail();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changeEmail.mutateAsync(values);
    } catch (error) {
      reportFormError(form, FIELDS, error, 'E-mail not changed');
      return;
    }
    form.reset();
    setPendingEmail(values.newEmail);
    toast({ title: 'Check your new inbox', description: `We sent a link to ${values.newEmail}.` });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="change-email-title">
      <h3 id="change-email-title" className="flex items-center gap-2 font-medium text-ink">
        <Mail aria-hidden className="size-4" /> Change e-mail
      </h3>
      {pendingEmail ? (
        <p className="text-sm text-ink" role="status">
          We sent a link to {pendingEmail}. Your address changes once you open it; until then you keep using
          the current one.
        </p>
      ) : null}
      <Field label="New e-mail" error={errors.newEmail?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          invalid={!!errors.newEmail}
          {...form.register('newEmail')}
        />
      </Field>
      <Field
        label="Your password"
        description="To keep your account yours, a change of address needs your password."
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          invalid={!!errors.password}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send confirmation link
      </Button>
    </form>
  );
}
