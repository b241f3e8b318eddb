import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { CommissionService, CommissionServiceInput } from '@contract/commission-service';
import { SERVICE_STATUSES, SERVICE_STATUS_LABELS } from '@contract/commission-service-rules';
import { MONEY_STEP } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { ArtImage } from '@/components/ui/art-image';
import { useArtworks } from '@/api/artworks';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWrite } from '@/lib/write';
import {
  EMPTY_SERVICE_FORM,
  formOfService,
  toServiceInput,
  type ServiceFormErrors,
  type ServiceFormValues,
} from '../service-form';

/** Add a service, or edit one (`service`): every term, its status and slots, examples from the portfolio. */
export function ServiceFormDialog({
  open,
  onClose,
  artistId,
  service,
}: {
  open: boolean;
  onClose: () => void;
  artistId: number;
  service?: CommissionService | null;
}) {
  // The parent gives each opening its own key: the form starts from the service as it is then.
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? formOfService(service) : EMPTY_SERVICE_FORM,
  );
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const create = useWrite('createCommissionService', {
    input: (body: CommissionServiceInput) => ({ body }),
  });
  const update = useWrite('updateCommissionService', {
    input: ({ id, body }: { id: number; body: CommissionServiceInput }) => ({ params: { id }, body }),
  });
  const set = (key: keyof ServiceFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const text = (key: Exclude<keyof ServiceFormValues, 'exampleImageIds'>) => ({
    value: values[key],
    onChange: set(key),
    invalid: !!errors[key],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toServiceInput(values);
    if ('errors' in checked) return setErrors(checked.errors);
    const body = checked.input;
    try {
      if (service) await update.mutateAsync({ id: service.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as ServiceFormErrors);
      toast({
        title: 'Could not save the service',
        description: isApiError(error) ? error.userMessage : 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: service ? 'Service updated' : 'Service added', description: `"${body.title}" is saved.` });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={service ? `Edit "${service.title}"` : 'Add a commission service'}
      description="Collectors see this on your profile and in the Commission Gallery."
      className="sm:max-w-2xl"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <Field label="Title" required error={errors.title}>
          <Input placeholder="e.g. Pet portrait in oil" {...text('title')} />
        </Field>
        <Field label="Description" required error={errors.description}>
          <Textarea rows={3} {...text('description')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Lowest price (USD)" required error={errors.priceMin}>
            <Input type="number" inputMode="decimal" min={0} step={MONEY_STEP} {...text('priceMin')} />
          </Field>
          <Field label="Highest price (USD)" required error={errors.priceMax}>
            <Input type="number" inputMode="decimal" min={0} step={MONEY_STEP} {...text('priceMax')} />
          </Field>
          <Field label="Typical turnaround (days)" required error={errors.turnaroundDays}>
            <Input type="number" inputMode="numeric" min={1} {...text('turnaroundDays')} />
          </Field>
          <Field label="Revisions included" required error={errors.revisionsIncluded}>
            <Input type="number" inputMode="numeric" min={0} {...text('revisionsIncluded')} />
          </Field>
          <Field label="Status" error={errors.status}>
            <NativeSelect value={values.status} onChange={set('status')}>
              {SERVICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SERVICE_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Open slots"
            error={errors.slots}
            description="Leave empty for no limit. When every slot is taken, new requests join the waitlist."
          >
            <Input type="number" inputMode="numeric" min={1} placeholder="No limit" {...text('slots')} />
          </Field>
        </div>
        <Field label="Usage rights included" required error={errors.usageRights}>
          <Input {...text('usageRights')} />
        </Field>
        <Field
          label="Priced add-ons"
          error={errors.addOns}
          description='One a line, e.g. "Commercial use: 60".'
        >
          <Textarea rows={2} {...text('addOns')} />
        </Field>
        <ExamplePicker
          artistId={artistId}
          chosen={values.exampleImageIds}
          error={errors.exampleImageIds}
          onChange={(exampleImageIds) => setValues((v) => ({ ...v, exampleImageIds }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {service ? 'Save service' : 'Add service'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Up to 6 pictures of the artist's own artworks, toggled on and off. */
function ExamplePicker({
  artistId,
  chosen,
  error,
  onChange,
}: {
  artistId: number;
  chosen: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const artworks = useArtworks({ artistId, limit: 24 });
  const images = (artworks.data?.items ?? []).flatMap((artwork) =>
    artwork.images.map((image) => ({ ...image, title: artwork.title })),
  );
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].slice(-6));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Example images</legend>
      <p className="text-sm text-muted">Choose up to 6 from your portfolio.</p>
      {images.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Add artworks to your portfolio to show examples here.</p>
      ) : (
        <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {images.map((image) => {
            const on = chosen.includes(image.id);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={`${on ? 'Remove' : 'Use'} "${image.title}" as an example`}
                  onClick={() => toggle(image.id)}
                  className={clsx(
                    'block w-full overflow-hidden rounded-lg border-2',
                    on ? 'border-accent' : 'border-transparent opacity-70',
                  )}
                >
                  <ArtImage
                    src={image.imageUrl}
                    variants={image.variants}
                    alt=""
                    aspectRatio="1 / 1"
                    sizes="96px"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
