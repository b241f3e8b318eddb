import { useEffect, useMemo } from 'react';
import type { CommissionService } from '@contract/commission-service';
import { ErrorCodes } from '@contract/errors';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useCreateCommissionRequest } from '@/features/commission-requests/api/create-commission-request';
import {
  CommissionRequestFormSchema,
  EMPTY_COMMISSION_REQUEST,
  formFieldOf,
  toCommissionRequestInput,
  valuesFromService,
  type CommissionRequestFormOutput,
  type CommissionRequestFormValues,
} from '@/features/commission-requests/commission-request-form';
import { useRequestDraft } from '@/features/commission-requests/use-request-draft';
import { CommissionRequestFields } from './commission-request-fields';
import { ServiceSummary } from './service-summary';

export const SEND_FAILED_TEXT = 'Failed to send commission request. Please try again.';

export interface CommissionRequestDialogProps {
  open: boolean;
  onClose: () => void;
  artistId: number;
  /** The artist's real name, for the title and the success toast. */
  artistName: string;
  /**
   * Pre-filled fields (asking about a print; 'Request something similar' with a commission's
   * medium); applied each time the dialog opens with them.
   */
  initialValues?: Partial<Pick<CommissionRequestFormValues, 'title' | 'description' | 'preferredMedium'>>;
  /** The dialog's title; 'Request a Commission' unless the page asks something more specific. */
  heading?: string;
  /** The commission service the request starts from: its summary shows and the form is prefilled. */
  service?: CommissionService | null;
}

/**
 * The commission request dialog (spec sections 2 and 5): react-hook-form with the contract schema,
 * `POST /api/commission-requests` with an idempotency key; on success a toast, the form resets and
 * the dialog closes; on failure the spec's 'Error' toast and the server's field messages in place.
 */
export function CommissionRequestDialog({
  open,
  onClose,
  artistId,
  artistName,
  initialValues,
  heading = 'Request a Commission',
  service,
}: CommissionRequestDialogProps) {
  const send = useCreateCommissionRequest();
  const form = useForm<CommissionRequestFormValues, unknown, CommissionRequestFormOutput>({
    resolver: zodResolver(CommissionRequestFormSchema),
    defaultValues: EMPTY_COMMISSION_REQUEST,
  });

  const prefill = useMemo(
    () => (service ? valuesFromService(service) : initialValues),
    [service, initialValues],
  );
  useEffect(() => {
    if (open && prefill) form.reset({ ...EMPTY_COMMISSION_REQUEST, ...prefill });
  }, [open, prefill, form]);
  // What was typed comes back (after signing in, a reload): kept per artist and question.
  const draft = useRequestDraft(form, `${artistId}:${service?.id ?? heading}`, open);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toCommissionRequestInput(artistId, values, service?.id);
    let place: number | null | undefined;
    try {
      const result = await send.mutateAsync(input);
      if (isQueued(result)) {
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your commission request to ${artistName} will be sent once you are back online.`,
        });
        draft.clear();
        form.reset(EMPTY_COMMISSION_REQUEST);
        onClose();
        return;
      }
      place = result.waitlistPlace;
    } catch (error) {
      // A service closed meanwhile: the server says so in words.
      if (isApiError(error) && error.code === ErrorCodes.SERVICE_CLOSED) {
        toast({ title: 'This service is closed', description: error.userMessage, variant: 'destructive' });
        return;
      }
      for (const [key, message] of Object.entries((isApiError(error) && error.fields) || {})) {
        const field = formFieldOf(key);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      toast({ title: 'Error', description: SEND_FAILED_TEXT, variant: 'destructive' });
      return;
    }
    toast(
      place
        ? {
            title: 'You joined the waitlist',
            description: `You are number ${place} on ${artistName}'s waitlist for "${service?.title ?? input.title}".`,
          }
        : {
            title: 'Commission Request Sent',
            description: `Your commission request has been sent to ${artistName}.`,
          },
    );
    draft.clear();
    form.reset(EMPTY_COMMISSION_REQUEST);
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={heading}
      description={`Tell ${artistName} what you have in mind. They will reply with a quote or questions.`}
      className="sm:max-w-xl"
    >
      {service ? <ServiceSummary service={service} /> : null}
      <CommissionRequestFields
        form={form}
        open={open}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
      />
    </Dialog>
  );
}
