import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useMarkPageHydrated } from '@/lib/page-hydration';

const widths = { wide: 'max-w-7xl', medium: 'max-w-4xl', narrow: 'max-w-3xl' } as const;

/** The page's width and side padding: `wide` for galleries, `medium` for stories, `narrow` for forms and details. */
export function PageContainer({
  width = 'wide',
  className,
  children,
}: {
  width?: keyof typeof widths;
  className?: string;
  children: ReactNode;
}) {
  // Every page renders one: its first commit is the page's hydration (web/lib/page-hydration.ts).
  useMarkPageHydrated();
  return (
    <div className={clsx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>{children}</div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end (below on phones). */
  actions?: ReactNode;
  className?: string;
}

/** A page's <h1> block. */
export function PageHeader({ title, eyebrow, description, actions, className }: PageHeaderProps) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-5 pt-10 pb-8 sm:pt-14 md:flex-row md:items-end md:justify-between',
        className,
      )}
    >
      <div className="max-w-2xl">
        {eyebrow ? <p className="text-sm font-medium text-accent">{eyebrow}</p> : null}
        <h1 className="mt-1 text-4xl font-medium text-ink sm:text-5xl">{title}</h1>
        {description ? <p className="mt-3 text-base text-muted sm:text-lg">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

export interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Where "View All" leads (spec: each home group has one). */
  viewAll?: LinkProps['to'];
  viewAllLabel?: string;
  className?: string;
  children: ReactNode;
}

/** A titled block of a page with an optional "View All" link, divided by a thin line. */
export function Section({
  title,
  description,
  viewAll,
  viewAllLabel = 'View All',
  className,
  children,
}: SectionProps) {
  return (
    <section className={clsx('border-t border-line pt-8', className)}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-medium text-ink sm:text-3xl">{title}</h2>
          {description ? <p className="mt-1 text-sm text-muted sm:text-base">{description}</p> : null}
        </div>
        {viewAll ? (
          <Link
            to={viewAll}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            {viewAllLabel}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** An error block for a failed load, with a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-(--radius-card) border border-line bg-surface px-5 py-6 text-sm">
      <p className="font-medium text-ink">We couldn't load {what}.</p>
      <p className="mt-1 text-muted">Check your connection and try again.</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-accent hover:underline"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
