import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

/** A quiet surface with a thin border. Add `interactive` for cards that are links. */
export function Card({
  className,
  interactive,
  ...props
}: HTMLAttributes<HTMLDivElement> & { interactive?: boolean }) {
  return (
    <div
      className={clsx(
        'overflow-hidden rounded-(--radius-card) border border-line bg-surface',
        interactive && 'transition-shadow hover:shadow-lift focus-within:shadow-lift',
        className,
      )}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('p-4 sm:p-5', className)} {...props} />;
}
