import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * A refused account form: the server's message per field goes under that field (the first one
 * focused), and a toast says what did not happen and why, in the server's words.
 */
export function reportFormError<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  error: unknown,
  title: string,
): void {
  for (const [field, message] of Object.entries((isApiError(error) && error.fields) || {})) {
    const name = fields.find((f) => f === field);
    if (name) form.setError(name, { type: 'server', message }, { shouldFocus: true });
  }
  toastFailure(title, error);
}

/** A toast saying what did not happen, and why in the server's words (or that the network failed). */
export function toastFailure(title: string, error: unknown): void {
  toast({
    title,
    description: isApiError(error) ? error.userMessage : 'Check your connection and try again.',
    variant: 'destructive',
  });
}
