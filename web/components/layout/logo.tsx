import { Link } from '@tanstack/react-router';
import clsx from 'clsx';

/** The Atelier mark: a gallery arch with a low sun. Takes the theme colours (light and dark). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden className={clsx('size-8', className)}>
      <rect width="512" height="512" rx="112" fill="var(--color-ink)" />
      <path d="M150 392V246a106 106 0 0 1 212 0v146z" fill="var(--color-canvas)" />
      <circle cx="256" cy="282" r="46" fill="var(--color-accent)" />
      <rect x="118" y="392" width="276" height="16" rx="8" fill="var(--color-canvas)" />
    </svg>
  );
}

/** Logo and title, linking home. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={clsx('inline-flex min-h-11 items-center gap-2.5 rounded-lg', className)}
    >
      <LogoMark />
      <span className="font-display text-2xl font-semibold tracking-tight text-ink">Atelier</span>
    </Link>
  );
}
