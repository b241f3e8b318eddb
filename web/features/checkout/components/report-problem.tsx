import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { Purchase } from '@contract/checkout';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReportProblem } from '../api';
import { formatDateTime } from './order-parts';

/** Orders a buyer can report a problem with: placed, not cancelled or expired. */
export function canReportProblem(status: Purchase['status']): boolean {
  return status !== 'cancelled' && status !== 'expired';
}

/**
 * 'Report a problem' on the buyer's order (issue 25, point 7): what went wrong goes to the
 * order's thread with the artist, and the order is flagged to the admins.
 */
export function ReportProblem({ order }: { order: Purchase }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportProblem();
  if (!canReportProblem(order.status)) return null;

  const send = async () => {
    try {
      await report.mutateAsync({ id: order.id, message });
    } catch (e) {
      const text = isApiError(e)
        ? (e.fields?.message ?? e.userMessage)
        : 'Check your connection and try again.';
      setError(text);
      return;
    }
    toast({
      title: 'Problem reported',
      description: `${order.artistName} reads it in your messages; our team is looking at it too.`,
    });
    setOpen(false);
    setMessage('');
    setError(null);
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {order.problemReportedAt ? (
        <p className="text-sm text-muted" data-testid="problem-reported">
          You reported a problem {formatDateTime(order.problemReportedAt)}.
        </p>
      ) : null}
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <AlertTriangle aria-hidden />
        Report a problem
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Report a problem with order #${order.id}`}
        description={`${order.artistName} reads it in this order's messages, and our team is told.`}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field label="What went wrong?" required error={error ?? undefined}>
            <Textarea
              rows={5}
              value={message}
              invalid={Boolean(error)}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="It has not arrived, it arrived damaged, it is not what was described…"
            />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
