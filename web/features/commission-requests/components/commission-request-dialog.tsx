import { useEffect } from 'react';
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
  type CommissionRequestFormOutput,
  type CommissionRequestFormValues,
} from '@/features/commission-requests/commission-request-form';
import { CommissionRequestFields } from './commission-request-fields';

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
}: CommissionRequestDialogProps) {
  const send = useCreateCommissionRequest();
  const form = useForm<CommissionRequestFormValues, unknown, CommissionRequestFormOutput>({
    resolver: zodResolver(CommissionRequestFormSchema),
    defaultValues: EMPTY_COMMISSION_REQUEST,
  });

  useEffect(() => {
    if (open && initialValues) form.reset({ ...EMPTY_COMMISSION_REQUEST, ...initialValues });
  }, [open, initialValues, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toCommissionRequestInput(artistId, values);
    try {
      const result = await send.mutateAsync(input);
      if (isQueued(result)) {
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your commission request to ${artistName} will be sent once you are back online.`,
        });
        form.reset(EMPTY_COMMISSION_REQUEST);
        onClose();
        return;
      }
    } catch (error) {
      for (const [key, message] of Object.entries((isApiError(error) && error.fields) || {})) {
        const field = formFieldOf(key);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      toast({ title: 'Error', description: SEND_FAILED_TEXT, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Commission Request Sent',
      description: `Your commission request has been sent to ${artistName}.`,
    });
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
