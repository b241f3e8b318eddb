import type { ReactNode } from 'react';
import { Description, Field as HeadlessField, Label } from '@headlessui/react';
import clsx from 'clsx';

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text; announced with the control (aria-describedby) and shown in the danger colour. */
  error?: string;
  /** Adds a "required" mark to the label (the control's own `required` is up to the caller). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label + control + help + error, wired by Headless UI's Field (ids, aria-describedby).
 * Put one Headless control (Input, Textarea, Select, Listbox, Checkbox...) inside and pass it `invalid`.
 */
export function Field({ label, description, error, required, className, children }: FieldProps) {
  return (
    <HeadlessField className={clsx('flex flex-col gap-1.5', className)}>
      <Label className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden>
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? <Description className="text-sm text-muted">{description}</Description> : null}
      {error ? (
        <Description className="text-sm font-medium text-danger" role="alert">
          {error}
        </Description>
      ) : null}
    </HeadlessField>
  );
}

export { Label, Description };
