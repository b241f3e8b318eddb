import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoginInputSchema, type LoginInput } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { safeReturnTo } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { splitTitle } from '@/lib/spec-text';
import { useLogin } from '@/features/auth/api/login';
import { fetchTwoFactorStatus } from '@/api/two-factor';
import { DemoAccounts } from './demo-accounts';
import { SecondStepForm } from './second-step-form';

export const LOGIN_FAILED_TEXT = 'Login failed: Invalid email or password';

/**
 * Email + password (spec section 2), then the code of two-factor sign-in when the account has it.
 * Success: toast 'Welcome back' and go to '/' — or back to `returnTo` (a safe path the route
 * checked: where an action needed an account), or to /profile for an admin who must set up
 * two-factor sign-in first (every other admin call answers 403 until then).
 */
export function LoginForm({ returnTo: asked }: { returnTo?: string }) {
  // Only a path on this site (else '/'): never `//evil.example`, a scheme or a backslash.
  const returnTo = safeReturnTo(asked) ?? undefined;
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [secondStep, setSecondStep] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await loginMutation.mutateAsync(values);
      if (result && 'secondStep' in result) return setSecondStep(true);
    } catch {
      toast({ ...splitTitle(LOGIN_FAILED_TEXT), variant: 'destructive' });
      return;
    }
    await welcome();
  });

  const welcome = async () => {
    const twoFactor = await fetchTwoFactorStatus().catch(() => null);
    if (twoFactor?.required && !twoFactor.enabled) {
      toast({ title: 'Set up two-factor sign-in', description: 'Admins sign in with a code from an app.' });
      await navigate({ to: '/profile', hash: 'two-factor' });
      return;
    }
    toast({ title: 'Welcome back' });
    await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/' }));
  };

  if (secondStep)
    return (
      <SecondStepForm
        onDone={() => void welcome()}
        onRestart={() => {
          setSecondStep(false);
          form.reset();
        }}
      />
    );

  const fillDemo = (email: string, password: string) => {
    form.setValue('email', email, { shouldValidate: false });
    form.setValue('password', password, { shouldValidate: false });
    form.clearErrors();
    form.setFocus('password');
  };

  return (
    <div className="space-y-8">
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
        <Field label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            invalid={!!errors.password}
            {...form.register('password')}
          />
        </Field>
        <p className="-my-3 text-right text-sm">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
          >
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          Log in
        </Button>
        <p className="text-center text-sm text-muted">
          New to Atelier?{' '}
          <Link
            to="/register"
            search={returnTo ? { redirect: returnTo } : {}}
            className="font-medium text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
          >
            Create an account
          </Link>
        </p>
      </form>
      <DemoAccounts onPick={fillDemo} />
    </div>
  );
}
