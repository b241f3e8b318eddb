import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSecondStep } from '@/features/auth/api/login';
import { toastFailure } from './form-errors';

/**
 * The second step of a sign-in with two-factor sign-in: the code the authenticator app shows (or a
 * backup code), and 'Trust this device for 30 days'. `onDone` runs once signed in.
 */
export function SecondStepForm({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const secondStep = useSecondStep();
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the code from your authenticator app');
    try {
      await secondStep.mutateAsync({ code, trustDevice });
    } catch (err) {
      if (isApiError(err) && err.status === 401) setError(err.userMessage);
      else toastFailure('Not signed in', err);
      return;
    }
    onDone();
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-5"
      aria-labelledby="second-step-title"
    >
      <h2 id="second-step-title" className="flex items-center gap-2 text-xl font-medium text-ink">
        <ShieldCheck aria-hidden className="size-5" /> Two-factor sign-in
      </h2>
      <p className="text-sm text-muted">
        Enter the 6-digit code your authenticator app shows for Atelier, or one of your backup codes.
      </p>
      <Field label="Code" error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          invalid={!!error}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" className="w-full" loading={secondStep.isPending}>
        Verify
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
        Use another account
      </Button>
    </form>
  );
}
