import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from '@contract/constants';

/**
 * The app's one toast viewport (spec section 9): one toast at a time, 5000 ms, F8 focuses the
 * viewport, swipe right to dismiss. Sonner dismisses a swipe that travels 45 px (its fixed
 * SWIPE_THRESHOLD, not configurable; the spec says 50 px) or any faster flick (> 0.11 px/ms),
 * and only in the allowed direction. A dismissed toast is removed once its exit animation ends;
 * sonner has no equivalent of the spec's 1,000,000 ms removal delay, nor a need for one.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      hotkey={[TOAST_HOTKEY]}
      swipeDirections={['right']}
      theme="system"
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: 'rounded-2xl! border-line! shadow-lift! text-sm! gap-3! items-start!',
          title: 'font-semibold! text-ink!',
          description: 'text-muted!',
          error: 'border-danger/40! [&_[data-icon]]:text-danger!',
          actionButton: 'bg-accent! text-accent-ink! rounded-full! h-8! px-3!',
          closeButton: 'bg-surface! border-line! text-muted!',
        },
      }}
    />
  );
}
