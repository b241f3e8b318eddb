import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Send } from 'lucide-react';
import { MONEY_STEP } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { useActiveMediums } from '@/api/reference';
import {
  localToday,
  type CommissionRequestFormOutput,
  type CommissionRequestFormValues,
} from '@/features/commission-requests/commission-request-form';

export interface CommissionRequestFieldsProps {
  form: UseFormReturn<CommissionRequestFormValues, unknown, CommissionRequestFormOutput>;
  open: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** The submit button's words: 'Send Request' unless the form edits a request saved on this device. */
  submitLabel?: string;
}

/** The request's fields: title, description, budget, preferred medium, dimensions, deadline, reference images. */
export function CommissionRequestFields({
  form,
  open,
  onSubmit,
  onCancel,
  submitting,
  submitLabel = 'Send Request',
}: CommissionRequestFieldsProps) {
  const { errors } = form.formState;
  const mediums = useActiveMediums(open);
  const field = (name: keyof CommissionRequestFormValues) => ({
    invalid: !!errors[name],
    ...form.register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Title" required error={errors.title?.message}>
        <Input placeholder="e.g. A portrait of our dog by the sea" {...field('title')} />
      </Field>
      <Field
        label="Description"
        required
        error={errors.description?.message}
        description="The subject, mood, colours, where it will hang: at least 10 characters."
      >
        <Textarea rows={4} {...field('description')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Budget (USD)" error={errors.budget?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={MONEY_STEP}
            placeholder="Optional"
            {...field('budget')}
          />
        </Field>
        <Field label="Preferred medium" error={errors.preferredMedium?.message}>
          {mediums.isError ? (
            <Input placeholder="e.g. Oil" {...field('preferredMedium')} />
          ) : (
            <NativeSelect {...field('preferredMedium')}>
              <option value="">No preference</option>
              {(mediums.data ?? []).map((medium) => (
                <option key={medium.id} value={medium.name}>
                  {medium.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Dimensions" error={errors.dimensions?.message}>
          <Input placeholder="e.g. 40 x 50 cm" {...field('dimensions')} />
        </Field>
        <Field label="Deadline" error={errors.deadline?.message}>
          <Input type="date" min={localToday()} {...field('deadline')} />
        </Field>
      </div>
      <Field
        label="Reference images"
        error={errors.referenceImages?.message}
        description="One image URL per line. Blank lines are ignored."
      >
        <Textarea rows={3} placeholder="https://…" spellCheck={false} {...field('referenceImages')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          <Send aria-hidden />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
