import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete "Dusk"? This action cannot be undone.' */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the danger colour. */
  destructive?: boolean;
  /** Shows a spinner on the confirm button and disables both. */
  pending?: boolean;
}

/** A yes/no question in a modal (delete, cancel). Escape, the backdrop and the cancel button say no. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? () => {} : onClose} title={title} description={message}>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
