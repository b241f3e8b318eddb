import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LogOut } from 'lucide-react';
import { ChangePasswordInputSchema, type ChangePasswordInput } from '@contract/user';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useChangePassword, useLogoutEverywhere } from '@/features/auth/api/account';
import { reportFormError } from './form-errors';
import { SessionsList } from './sessions-list';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Profile page: change the password, and sign out on every device. */
export function AccountSecurity() {
  return (
    <section
      aria-labelledby="account-security-title"
      className="mt-8 space-y-8 rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="account-security-title" className="text-2xl font-medium text-ink">
        Password and sessions
      </h2>
      <ChangePasswordForm />
      <SignOutEverywhere />
    </section>
  );
}

/** Current + new password; the server checks both and signs out the user's other devices. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      // A wrong current password or a weak new one names its field: show it there.
      reportFormError(form, FIELDS, error, 'Password not changed');
      return;
    }
    form.reset();
    toast({ title: 'Password changed', description: 'You were signed out on your other devices.' });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="flex items-center gap-2 font-medium text-ink">
        <KeyRound aria-hidden className="size-4" /> Change password
      </h3>
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          invalid={!!errors.currentPassword}
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        label="New password"
        description="At least 8 characters; not a common password, your email or your username."
        error={errors.newPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          invalid={!!errors.newPassword}
          {...form.register('newPassword')}
        />
      </Field>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Change password
      </Button>
    </form>
  );
}

/** Ends every session of the user (this one too), then leaves like a logout does. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const logoutEverywhere = useLogoutEverywhere();
  const navigate = useNavigate();

  const onConfirm = async () => {
    try {
      await logoutEverywhere.mutateAsync({});
    } catch {
      toast({
        title: 'Could not sign out everywhere',
        description: 'Check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    setConfirming(false);
    toast({ title: 'Signed out everywhere' });
    await navigate({ to: '/' });
  };

  return (
    <div className="space-y-3 border-t border-line pt-6">
      <h3 className="flex items-center gap-2 font-medium text-ink">
        <LogOut aria-hidden className="size-4" /> Sessions
      </h3>
      <SessionsList />
      <p className="text-sm text-muted">
        Signed in on a device you no longer use? Sign out on every device, this one included.
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onConfirm()}
        title="Sign out everywhere?"
        message="You will be signed out on every device, this one included."
        confirmLabel="Sign out everywhere"
        destructive
        pending={logoutEverywhere.isPending}
      />
    </div>
  );
}
