import type * as SonnerModule from 'sonner';

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

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
/**
 * Sonner loads on the first toast (or when the lazy Toaster mounts), not with the public shell
 * (issue 10: lean first load). Its Toaster replays toasts created before it subscribed.
 */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let lastId = 0;

/** Shows a toast; returns its id (for `dismissToast`). The toast appears once sonner has loaded. */
export function toast({ title, description, variant = 'default', action, duration }: ToastInput): string {
  const id = `toast-${++lastId}`;
  const options = { id, description, duration, action };
  void loadSonner().then(({ toast: show }) =>
    variant === 'destructive' ? show.error(title, options) : show(title, options),
  );
  return id;
}

export function dismissToast(id?: string | number): void {
  void loadSonner().then(({ toast: show }) => show.dismiss(id));
}

/**
 * A low-priority notice (e.g. "Ready to work offline"): only one toast shows at a time, so it is
 * skipped rather than allowed to push away a toast the user's own action just raised.
 */
export async function toastIfIdle(input: ToastInput): Promise<string | null> {
  const { toast: show } = await loadSonner();
  const showing = show.getToasts().some((t) => !('dismiss' in t && t.dismiss));
  return showing ? null : toast(input);
}
