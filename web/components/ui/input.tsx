import {
  Input as HeadlessInput,
  Textarea as HeadlessTextarea,
  type InputProps,
  type TextareaProps,
} from '@headlessui/react';
import clsx from 'clsx';
import { controlStyles } from './control-styles';

export { controlStyles } from './control-styles';

/** Text input (Headless UI Input): 44 px tall; pass `invalid` to show the error state. */
export function Input({ className, ...props }: InputProps & { className?: string }) {
  return <HeadlessInput className={clsx(controlStyles, 'min-h-11 py-2', className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps & { className?: string }) {
  return <HeadlessTextarea rows={rows} className={clsx(controlStyles, 'py-2.5', className)} {...props} />;
}
