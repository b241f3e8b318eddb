import {
  Input as HeadlessInput,
  Textarea as HeadlessTextarea,
  type InputProps,
  type TextareaProps,
} from '@headlessui/react';
import clsx from 'clsx';

export const controlStyles =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 text-base text-ink placeholder:text-muted ' +
  'transition-colors focus:border-accent focus-visible:outline-offset-0 ' +
  'data-invalid:border-danger data-disabled:cursor-not-allowed data-disabled:opacity-60 sm:text-sm';

/** Text input (Headless UI Input): 44 px tall; pass `invalid` to show the error state. */
export function Input({ className, ...props }: InputProps & { className?: string }) {
  return <HeadlessInput className={clsx(controlStyles, 'min-h-11 py-2', className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps & { className?: string }) {
  return <HeadlessTextarea rows={rows} className={clsx(controlStyles, 'py-2.5', className)} {...props} />;
}
