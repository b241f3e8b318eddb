import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { RegisterInputSchema, type RegisterInput } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { splitTitle } from '@/lib/spec-text';
import { safeReturnTo } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { useRegister } from '@/features/auth/api/register';
import { AccountTypePicker } from './account-type-picker';

export const REGISTRATION_FAILED_TEXT = 'Registration failed: Please check your information and try again';
const TEXT_FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
type FormValues = z.input<typeof RegisterInputSchema>;

/**
 * Registration (spec section 2). The role defaults to bus_admin (artist), or to collector when the
 * visitor came to buy or follow something (`returnTo`, a safe path): they go back there after.
 */
export function RegisterForm({ returnTo: asked }: { returnTo?: string }) {
  // Only a path on this site (else '/'): never `//evil.example`, a scheme or a backslash.
  const returnTo = safeReturnTo(asked) ?? undefined;
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const form = useForm<FormValues, unknown, RegisterInput>({
    resolver: zodResolver(RegisterInputSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      role: returnTo ? 'user' : 'bus_admin',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
    } catch (error) {
      // A taken email or username (409) or a server-side check names the field: show it there too.
      for (const [field, message] of Object.entries((isApiError(error) && error.fields) || {})) {
        const name = TEXT_FIELDS.find((f) => f === field);
        if (name) form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      toast({ ...splitTitle(REGISTRATION_FAILED_TEXT), variant: 'destructive' });
      return;
    }
    toast({
      title: 'Account created',
      description:
        values.role === 'bus_admin'
          ? 'Your artist account is waiting for approval by our team. You can set up your profile in the meantime. We sent you a link to confirm your e-mail.'
          : 'Welcome to Atelier. Start exploring the gallery. We sent you a link to confirm your e-mail.',
    });
    await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
  });

  const text = (name: (typeof TEXT_FIELDS)[number]) => ({ invalid: !!errors[name], ...form.register(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium text-ink">Account type</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <AccountTypePicker value={field.value ?? 'bus_admin'} onChange={field.onChange} />
          )}
        />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...text('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...text('lastName')} />
        </Field>
      </div>
      <Field
        label="Username"
        error={errors.username?.message}
        description="Letters, numbers, dots, dashes and underscores."
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...text('username')} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...text('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message} description="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...text('password')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Create account
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          search={returnTo ? { redirect: returnTo } : {}}
          className="font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
        >
          Log in
        </Link>
      </p>
    </form>
  );
}
