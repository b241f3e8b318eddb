import type { ComponentType, ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

export interface CounterTileProps {
  label: string;
  value: ReactNode;
  /** A line under the value, e.g. the exact amount. */
  hint?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Makes the whole tile a link (dashboard stat tiles). */
  to?: LinkProps['to'];
  hash?: string;
}

const tile =
  'relative flex min-h-20 flex-col rounded-(--radius-card) border border-line bg-surface p-3 sm:p-5';

/** A labelled figure: the dashboard's stat tiles and the management screens' counters. */
export function CounterTile({ label, value, hint, icon: Icon, to, hash }: CounterTileProps) {
  const body = (
    <>
      <dl className="flex flex-1 flex-col justify-between gap-2">
        <dt className="pr-6 text-xs font-medium text-muted sm:text-sm">{label}</dt>
        <dd>
          <p className="font-display text-2xl font-medium text-ink tabular-nums sm:text-3xl">{value}</p>
          {hint ? <p className="mt-0.5 text-xs text-muted">{hint}</p> : null}
        </dd>
      </dl>
      {to ? (
        <ArrowUpRight
          aria-hidden
          className="absolute top-3 right-3 size-4 text-muted transition-colors group-hover:text-accent sm:top-5 sm:right-5"
        />
      ) : Icon ? (
        <Icon aria-hidden className="absolute top-3 right-3 size-4 text-muted sm:top-5 sm:right-5" />
      ) : null}
    </>
  );
  if (!to) return <div className={tile}>{body}</div>;
  return (
    <Link
      to={to}
      hash={hash}
      className={clsx(tile, 'group transition-shadow hover:shadow-lift focus-visible:shadow-lift')}
    >
      {body}
    </Link>
  );
}

export function CounterTileSkeleton() {
  return (
    <div aria-hidden className={`${tile} justify-between gap-2`}>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-8 w-1/3" />
    </div>
  );
}
