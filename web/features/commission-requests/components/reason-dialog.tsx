import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  title: ReactNode;
  message: ReactNode;
  reasonLabel: string;
  reasonDescription?: string;
  confirmLabel: string;
  pending?: boolean;
}

/** A decline asks first, with an optional reason the other party sees. */
export function ReasonDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  reasonLabel,
  reasonDescription,
  confirmLabel,
  pending = false,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > 1000;
  return (
    <Dialog open={open} onClose={pending ? () => {} : onClose} title={title} description={message}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onConfirm(reason);
        }}
      >
        <Field
          label={reasonLabel}
          description={reasonDescription}
          error={tooLong ? 'Reason must be at most 1000 characters' : undefined}
          className="mt-4"
        >
          <Textarea rows={3} value={reason} invalid={tooLong} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button type="submit" variant="destructive" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
