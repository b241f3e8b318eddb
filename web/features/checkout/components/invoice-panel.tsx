import { FileDown } from 'lucide-react';
import type { Purchase } from '@contract/checkout';
import { buttonStyles, Button } from '@/components/ui/button';
import { invoicePdfUrl } from '@/api/invoices';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReportPayment } from '../api';
import { formatDateTime } from './order-parts';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';

/**
 * An order's invoice, for its buyer and its artist: number, dates, how to pay, the PDF. The buyer
 * says 'I have paid' here; the artist sees when they did (and confirms with Mark paid).
 */
export function InvoicePanel({ order, side }: { order: Purchase; side: 'buyer' | 'artist' }) {
  const invoice = order.invoice;
  if (!invoice) return null;
  const payTo = invoice.payTo;
  const awaiting = order.status === 'awaiting_payment';
  return (
    <section
      aria-label={`Invoice ${invoice.number}`}
      data-testid="invoice-panel"
      className="space-y-3 rounded-xl border border-line px-4 py-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-medium text-ink">
            Invoice <span data-testid="invoice-number">{invoice.number}</span>
          </h3>
          <p className="text-sm text-muted">
            Issued {day(invoice.issuedAt)}
            {invoice.dueAt && awaiting ? ` · due ${day(invoice.dueAt)}` : ''}
          </p>
        </div>
        <a
          href={invoicePdfUrl(order.id)}
          download={`${invoice.number}.pdf`}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <FileDown aria-hidden className="size-4" />
          Download PDF
        </a>
      </div>
      {awaiting ? (
        payTo ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {payTo.bankDetails ? (
              <div>
                <dt className="text-muted">Bank transfer</dt>
                <dd className="whitespace-pre-line text-ink" data-testid="invoice-bank">
                  {payTo.bankDetails}
                </dd>
              </div>
            ) : null}
            {payTo.paymentLink ? (
              <div>
                <dt className="text-muted">Pay online</dt>
                <dd className="break-all">
                  <a
                    href={payTo.paymentLink}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-accent underline"
                  >
                    {payTo.paymentLink}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted">
            {side === 'buyer'
              ? `${order.artistName} will write to you below with how to pay.`
              : 'You had no payout details when this order was placed: write the buyer how to pay below.'}
          </p>
        )
      ) : null}
      {awaiting ? <PaymentReport order={order} side={side} /> : null}
    </section>
  );
}

function PaymentReport({ order, side }: { order: Purchase; side: 'buyer' | 'artist' }) {
  const report = useReportPayment();
  if (order.buyerPaidAt)
    return (
      <p className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink" data-testid="payment-reported">
        {side === 'buyer'
          ? `You said you paid on ${formatDateTime(order.buyerPaidAt)}. ${order.artistName} confirms once the money arrives.`
          : `${order.buyerName} says they paid on ${formatDateTime(order.buyerPaidAt)}. Check it has reached you, then Mark paid.`}
      </p>
    );
  if (side === 'artist') return null;
  const send = async () => {
    try {
      await report.mutateAsync(order.id);
      toast({
        title: `${order.artistName} is told you have paid`,
        description: 'They confirm once it arrives.',
      });
    } catch (error) {
      toast({
        title: 'Your payment was not reported',
        description: isApiError(error) ? error.userMessage : 'Check your connection and try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted">Paid already? Tell {order.artistName}.</p>
      <Button size="sm" onClick={() => void send()} loading={report.isPending}>
        I have paid
      </Button>
    </div>
  );
}
