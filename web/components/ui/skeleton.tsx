import clsx from 'clsx';

/** A placeholder block of the final layout's size; pulses unless the user asked for reduced motion. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('rounded-lg bg-subtle motion-safe:animate-pulse', className)} />;
}
