import type { ReactNode } from 'react';
import {
  CloseButton,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import clsx from 'clsx';
import { X } from 'lucide-react';

interface BaseDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown under the title and used as the dialog's accessible description. */
  description?: ReactNode;
  /** Hides the title visually (still announced). */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

// The dialog element itself covers the screen: its children are all fixed, and a dialog element of
// no size would count as hidden (to assistive tools that measure it, and to the e2e journeys).
const root = 'fixed inset-0 z-50';
const backdrop = 'fixed inset-0 bg-black/40 transition-opacity duration-200 ease-out data-closed:opacity-0';

function CloseX() {
  return (
    <CloseButton
      className="-mr-2 -mt-1 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-ink"
      aria-label="Close"
    >
      <X aria-hidden className="size-5" />
    </CloseButton>
  );
}

function Header({
  title,
  description,
  hideTitle,
}: Pick<BaseDialogProps, 'title' | 'description' | 'hideTitle'>) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className={clsx(hideTitle && 'sr-only')}>
        <DialogTitle className="font-display text-2xl font-medium text-ink">{title}</DialogTitle>
        {description ? <Description className="mt-1 text-sm text-muted">{description}</Description> : null}
      </div>
      <CloseX />
    </div>
  );
}

/** A centred modal dialog (confirmations, details, forms). Escape and a backdrop click close it. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  hideTitle,
  className,
  children,
}: BaseDialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className={root}>
      <DialogBackdrop transition className={backdrop} />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-0 sm:items-center sm:p-4">
        <DialogPanel
          transition
          className={clsx(
            'w-full max-w-lg rounded-t-3xl border border-line bg-canvas p-6 shadow-lift transition duration-200 ease-out sm:rounded-3xl',
            'data-closed:translate-y-6 data-closed:opacity-0',
            className,
          )}
        >
          <Header title={title} description={description} hideTitle={hideTitle} />
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

export interface SheetProps extends BaseDialogProps {
  /** Right for navigation, bottom for filters (within thumb reach on phones). */
  side?: 'right' | 'bottom';
}

/** A panel sliding in from the right or the bottom: mobile menu, filters. */
export function Sheet({
  open,
  onClose,
  title,
  description,
  hideTitle,
  side = 'right',
  className,
  children,
}: SheetProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className={root}>
      <DialogBackdrop transition className={backdrop} />
      <DialogPanel
        transition
        className={clsx(
          'fixed flex flex-col overflow-y-auto bg-canvas p-5 shadow-lift transition duration-200 ease-out',
          side === 'right'
            ? 'inset-y-0 right-0 w-[min(22rem,88vw)] border-l border-line data-closed:translate-x-full'
            : 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t border-line pb-[max(1.25rem,env(safe-area-inset-bottom))] data-closed:translate-y-full',
          className,
        )}
      >
        <Header title={title} description={description} hideTitle={hideTitle} />
        <div className="mt-4 flex flex-1 flex-col">{children}</div>
      </DialogPanel>
    </HeadlessDialog>
  );
}
