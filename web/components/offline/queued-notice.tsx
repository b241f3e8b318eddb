import type { ReactNode } from 'react';
import { AlertTriangle, CloudUpload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import clsx from 'clsx';
import { discardOutboxItem, type OutboxItem } from '@/offline/outbox';

interface QueuedNoticeProps {
  item: OutboxItem;
  /** The line while it waits to sync, in the user's words. */
  waiting: ReactNode;
  /** The line once the server refused it; the server's reason follows. */
  refused: ReactNode;
  /** What the user wrote, shown read-only once refused so it can be reused. */
  kept?: { label: string; text: string } | undefined;
  discardLabel: string;
  /** Beside the waiting line (not while it is being sent), e.g. Edit. */
  waitingAction?: ReactNode;
  /** Beside Discard once refused, e.g. Edit. */
  refusedAction?: ReactNode;
  className?: string;
}

/**
 * A write saved on this device, shown where it belongs (its card, its panel): waiting to sync, or
 * refused by the server with the reason in the server's words, what the user wrote kept, and Discard.
 */
export function QueuedNotice({
  item,
  waiting,
  refused,
  kept,
  discardLabel,
  waitingAction,
  refusedAction,
  className,
}: QueuedNoticeProps) {
  if (item.status !== 'conflict')
    return (
      <div
        role="status"
        className={clsx(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-accent-soft p-3 text-accent',
          className,
        )}
      >
        <p className="flex items-start gap-2">
          <CloudUpload aria-hidden className="mt-0.5 size-4 shrink-0" />
          {waiting}
        </p>
        {item.status === 'sending' ? null : waitingAction}
      </div>
    );
  const text = kept?.text.trim();
  return (
    <div role="alert" className={clsx('rounded-xl border border-warning/40 bg-warning-soft p-4', className)}>
      <p className="flex items-start gap-2 font-medium text-ink">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        {refused} {item.error}
      </p>
      {kept && text ? (
        <Field label={kept.label} className="mt-3">
          <Textarea rows={3} readOnly value={text} />
        </Field>
      ) : null}
      <div className="mt-3 flex justify-end gap-3">
        <Button variant="ghost" onClick={() => void discardOutboxItem(item.seq)}>
          {discardLabel}
        </Button>
        {refusedAction}
      </div>
    </div>
  );
}
