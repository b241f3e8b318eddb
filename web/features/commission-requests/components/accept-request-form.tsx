import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MONEY_STEP } from '@contract/constants';
import { formatPrice } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import {
  AcceptFormSchema,
  type AcceptFormInput,
  type AcceptFormValues,
} from '@/features/commission-requests/accept-form-schema';

export interface AcceptRequestFormProps {
  /** The collector's budget, shown as a hint in the quote field. */
  budget: number | null;
  pending: boolean;
  /** Revising a quote: the form starts from the quote sent, and a price is required. */
  revise?: { artistNotes: string; quotedPrice: number | null; estimatedCompletion: string };
  onSubmit: (values: AcceptFormValues) => void;
  onCancel: () => void;
}

/** The small form behind Accept: everything optional, then one button that accepts. */
export function AcceptRequestForm({ budget, pending, revise, onSubmit, onCancel }: AcceptRequestFormProps) {
  const form = useForm<AcceptFormInput, unknown, AcceptFormValues>({
    resolver: zodResolver(AcceptFormSchema),
    defaultValues: revise
      ? {
          artistNotes: revise.artistNotes,
          quotedPrice: revise.quotedPrice === null ? '' : String(revise.quotedPrice),
          estimatedCompletion: revise.estimatedCompletion,
        }
      : { artistNotes: '', quotedPrice: '', estimatedCompletion: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        if (revise && values.quotedPrice === null) {
          form.setError('quotedPrice', { message: 'A quote needs a price' });
          return;
        }
        onSubmit(values);
      })}
      noValidate
      aria-label={revise ? 'Revise your quote' : 'Accept this request'}
      className="mt-4 space-y-4 rounded-xl border border-line bg-canvas p-4"
    >
      <Field
        label="Notes for the collector"
        description="Optional: how you would approach it, questions, next steps."
        error={errors.artistNotes?.message}
      >
        <Textarea rows={3} invalid={!!errors.artistNotes} {...form.register('artistNotes')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Your quote (USD)"
          description={
            revise
              ? undefined
              : 'Optional. With a price, the collector accepts your quote before work starts.'
          }
          error={errors.quotedPrice?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={MONEY_STEP}
            placeholder={budget === null ? undefined : `Budget: ${formatPrice(budget)}`}
            invalid={!!errors.quotedPrice}
            {...form.register('quotedPrice')}
          />
        </Field>
        <Field label="Estimated completion" error={errors.estimatedCompletion?.message}>
          <Input
            type="date"
            invalid={!!errors.estimatedCompletion}
            {...form.register('estimatedCompletion')}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Not now
        </Button>
        <Button type="submit" loading={pending}>
          {revise ? 'Send revised quote' : 'Accept request'}
        </Button>
      </div>
    </form>
  );
}
