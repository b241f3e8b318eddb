import { UserRound } from 'lucide-react';

/** Demo accounts of the seeded database (all with the password demo1234). */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { email: 'collector@atelier.test', label: 'Collector' },
  { email: 'artist@atelier.test', label: 'Artist' },
  { email: 'newartist@atelier.test', label: 'Artist, pending approval' },
  { email: 'admin@atelier.test', label: 'Admin' },
] as const;

/** Demo account hints; a click fills the login form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-(--radius-card) border border-line bg-subtle/60 p-4"
    >
      <h2 id="demo-accounts-title" className="font-sans text-sm font-semibold text-ink">
        Demo accounts
      </h2>
      <p className="mt-1 text-sm text-muted">
        Tap one to fill the form. Every demo account uses the password{' '}
        <code className="font-mono text-ink">{DEMO_PASSWORD}</code>.
      </p>
      <ul className="mt-3 grid gap-1.5">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl bg-surface px-3 py-2 text-left text-sm ring-1 ring-line transition-colors hover:ring-line-strong"
            >
              <UserRound aria-hidden className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                <span className="truncate text-ink">{account.email}</span>
                <span className="shrink-0 text-xs text-muted">{account.label}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
