import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';

export interface EmptyStateProps {
  /** A lucide-react icon component, e.g. `Image` or `Users`. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  description?: ReactNode;
  /** The next step: a ButtonLink or Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-(--radius-card) border border-dashed border-line-strong px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-subtle text-muted">
          <Icon aria-hidden className="size-5" />
        </span>
      ) : null}
      <p className="font-display text-xl text-ink">{title}</p>
      {description ? <p className="mt-2 max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
