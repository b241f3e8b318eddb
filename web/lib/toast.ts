import { toast as sonnerToast } from 'sonner';

/** The two toast variants of spec section 8. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One optional action button, e.g. "Reload" on the update prompt. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds; defaults to the Toaster's 5000 ms. `Infinity` keeps it until dismissed. */
  duration?: number;
}

/** Shows a toast; returns its id (for `dismissToast`). */
export function toast({
  title,
  description,
  variant = 'default',
  action,
  duration,
}: ToastInput): string | number {
  const options = { description, duration, action };
  return variant === 'destructive' ? sonnerToast.error(title, options) : sonnerToast(title, options);
}

export function dismissToast(id?: string | number): void {
  sonnerToast.dismiss(id);
}

/**
 * A low-priority notice (e.g. "Ready to work offline"): only one toast shows at a time, so it is
 * skipped rather than allowed to push away a toast the user's own action just raised.
 */
export function toastIfIdle(input: ToastInput): string | number | null {
  const showing = sonnerToast.getToasts().some((t) => !('dismiss' in t && t.dismiss));
  return showing ? null : toast(input);
}
