import { useState, type FormEvent } from 'react';
import { Landmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { usePayoutDetails } from '@/api/invoices';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePayoutDetails } from '../api';
import { formatDateTime } from './order-parts';

/**
 * The Sales tab's 'How you are paid': bank details and/or a payment link, printed on the invoice of
 * every order placed from then on. Private: only the artist and, on an invoice, its buyer see them.
 */
export function PayoutCard() {
  const payout = usePayoutDetails();
  const [editing, setEditing] = useState(false);
  const isSet = Boolean(payout.data?.updatedAt);
  return (
    <section
      aria-labelledby="payout-title"
      data-testid="payout-card"
      className="rounded-(--radius-card) border border-line bg-surface px-5 py-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Landmark aria-hidden className="mt-1 size-5 shrink-0 text-muted" />
          <div>
            <h3 id="payout-title" className="font-display text-lg text-ink">
              How you are paid
            </h3>
            <p className="text-sm text-muted">
              Printed on each new invoice. Private: only you and the buyer of an order see them.
            </p>
          </div>
        </div>
        {isSet && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {payout.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : payout.isError ? (
        <p className="mt-3 text-sm text-danger">Your payout details could not be loaded.</p>
      ) : isSet && !editing ? (
        <>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            {payout.data.bankDetails ? (
              <div>
                <dt className="text-muted">Bank transfer</dt>
                <dd className="whitespace-pre-line text-ink">{payout.data.bankDetails}</dd>
              </div>
            ) : null}
            {payout.data.paymentLink ? (
              <div>
                <dt className="text-muted">Payment link</dt>
                <dd className="break-all text-ink">{payout.data.paymentLink}</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-muted">Updated {formatDateTime(payout.data.updatedAt)}</p>
        </>
      ) : (
        <PayoutForm
          initial={payout.data}
          onDone={() => setEditing(false)}
          onCancel={isSet ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

function PayoutForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: { bankDetails: string | null; paymentLink: string | null };
  onDone: () => void;
  onCancel?: () => void;
}) {
  const save = useUpdatePayoutDetails();
  const [bankDetails, setBankDetails] = useState(initial.bankDetails ?? '');
  const [paymentLink, setPaymentLink] = useState(initial.paymentLink ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ bankDetails, paymentLink });
      toast({ title: 'Payout details saved', description: 'New invoices show them to your buyers.' });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else
        toast({
          title: 'Your payout details were not saved',
          description: isApiError(error) ? error.userMessage : 'Check your connection and try again.',
          variant: 'destructive',
        });
    }
  };
  return (
    <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} aria-label="Payout details">
      <Field
        label="Bank details"
        description="Account name, IBAN or account and sort code: what a buyer needs for a transfer."
        error={errors.bankDetails}
      >
        <Textarea
          rows={3}
          value={bankDetails}
          maxLength={1000}
          invalid={Boolean(errors.bankDetails)}
          onChange={(event) => {
            setBankDetails(event.target.value);
            setErrors({});
          }}
        />
      </Field>
      <Field
        label="Payment link"
        description="Optional: a link where buyers can pay you online (starts with https://)."
        error={errors.paymentLink}
      >
        <Input
          type="url"
          inputMode="url"
          value={paymentLink}
          maxLength={500}
          placeholder="https://"
          invalid={Boolean(errors.paymentLink)}
          onChange={(event) => {
            setPaymentLink(event.target.value);
            setErrors({});
          }}
        />
      </Field>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          Save payout details
        </Button>
      </div>
    </form>
  );
}
