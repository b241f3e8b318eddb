import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorSetup } from '@contract/two-factor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTwoFactorStatus } from '@/api/two-factor';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '@/features/auth/api/two-factor';
import { toastFailure } from './form-errors';

/**
 * Profile page: two-factor sign-in with an authenticator app (issue 24 point 4): set up with a QR
 * code or the text secret, confirmed with a code; the 10 backup codes are shown once; off again
 * with the password and a code. Required for admins, who land here until it is on.
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-title"
      className="mt-8 space-y-5 rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="two-factor-title" className="flex flex-wrap items-center gap-2 text-2xl font-medium text-ink">
        <ShieldCheck aria-hidden className="size-6" /> Two-factor sign-in
        {status.data?.enabled ? <Badge tone="success">On</Badge> : null}
      </h2>
      {status.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {status.data?.required && !status.data.enabled ? (
        <p role="alert" className="rounded-md border border-line-strong bg-subtle p-3 text-sm text-ink">
          Admins sign in with a code from an authenticator app. Set it up to continue.
        </p>
      ) : null}
      {backupCodes ? (
        <BackupCodesList codes={backupCodes} onDone={() => setBackupCodes(null)} />
      ) : status.data?.enabled ? (
        <>
          <p className="text-sm text-muted">
            Signing in asks for a code from your authenticator app. Backup codes left:{' '}
            {status.data.backupCodesLeft}.
          </p>
          {status.data.required ? null : <DisableForm />}
        </>
      ) : status.data ? (
        <SetupFlow onEnabled={setBackupCodes} />
      ) : null}
    </section>
  );
}

function SetupFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  if (!setup)
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted">
          Protect your account with a code from an authenticator app (such as Google Authenticator, 1Password
          or Aegis) each time you sign in.
        </p>
        <Button
          loading={start.isPending}
          onClick={() => void start.mutateAsync({}).then(setSetup, (err) => toastFailure('Not started', err))}
        >
          Set up two-factor sign-in
        </Button>
      </div>
    );

  const onConfirm = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const result = await confirm.mutateAsync(code);
      onEnabled(result!.backupCodes);
      toast({ title: 'Two-factor sign-in is on' });
    } catch (err) {
      if (isApiError(err)) setError(err.userMessage);
      else toastFailure('Not confirmed', err);
    }
  };

  return (
    <form onSubmit={(e) => void onConfirm(e)} noValidate className="space-y-4">
      <p className="text-sm text-muted">Scan this code with your authenticator app:</p>
      <img src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <p className="text-sm text-muted">
        Or type this secret into the app: <code className="font-mono break-all text-ink">{setup.secret}</code>
      </p>
      <Field label="Code from the app" error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          invalid={!!error}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Button type="submit" loading={confirm.isPending}>
        Turn on
      </Button>
    </form>
  );
}

function BackupCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        Keep these backup codes somewhere safe. Each signs you in once if you lose your phone. They are shown
        only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-ink">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync({ password, code });
    } catch (err) {
      toastFailure('Two-factor sign-in stays on', err);
      return;
    }
    toast({ title: 'Two-factor sign-in is off' });
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-4"
      aria-label="Turn off two-factor sign-in"
    >
      <Field label="Password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label="Code or backup code">
        <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Button type="submit" variant="destructive" loading={disable.isPending}>
        Turn off
      </Button>
    </form>
  );
}
