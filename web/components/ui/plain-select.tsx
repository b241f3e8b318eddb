import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { controlStyles } from './control-styles';

export const selectStyles = 'min-h-11 appearance-none py-2 pr-10';

export function SelectChevron() {
  return (
    <ChevronDown
      aria-hidden
      className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
    />
  );
}

/**
 * The native picker as a plain <select>, for the public pages' first load (the galleries' filters
 * and sort): no Headless UI, so the caller labels it (`<label htmlFor>` or `aria-label`).
 */
export function PlainSelect({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select className={clsx(controlStyles, selectStyles, className)} {...props}>
        {children}
      </select>
      <SelectChevron />
    </div>
  );
}

/** A `PlainSelect` with its label above (the look of `Field`), for public pages. */
export function LabelledSelect({
  label,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <PlainSelect id={id} {...props} />
    </div>
  );
}
