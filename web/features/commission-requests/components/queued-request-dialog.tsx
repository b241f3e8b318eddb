import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CommissionRequestInput } from '@contract/commission-request';
import { Dialog } from '@/components/ui/dialog';
import { useArtist } from '@/api/artists';
import { toast } from '@/lib/toast';
import { SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { OutboxItemGoneError } from '@/offline/outbox';
import { useQueuedItemEdit } from '@/offline/use-replacing-write';
import { commissionRequestLabel } from '@/features/commission-requests/api/create-commission-request';
import {
  CommissionRequestFormSchema,
  toCommissionRequestInput,
  valuesFromRequestInput,
  type CommissionRequestFormOutput,
  type CommissionRequestFormValues,
} from '@/features/commission-requests/commission-request-form';
import { CommissionRequestFields } from './commission-request-fields';

export const QUEUED_REQUEST_TITLE = 'Commission request, saved on this device';

/**
 * A commission request queued on this device, reopened from the sync panel's Edit: the request
 * dialog's own fields and schema (the contract's words: 'Title is required'…), prefilled from the
 * queued body; saving replaces the queued item (same place, same idempotency key), never a second.
 */
export function QueuedRequestDialog({
  seq,
  input,
  open,
  onClose,
}: {
  seq: number;
  input: CommissionRequestInput;
  open: boolean;
  onClose: () => void;
}) {
  // Offline the profile comes from this device when it was seen or saved; else a plain name.
  const artistName = useArtist(input.artistId).data?.displayName ?? 'the artist';
  const save = useQueuedItemEdit('createCommissionRequest', {
    label: (variables) => commissionRequestLabel(variables.body),
  });
  const form = useForm<CommissionRequestFormValues, unknown, CommissionRequestFormOutput>({
    resolver: zodResolver(CommissionRequestFormSchema),
    defaultValues: valuesFromRequestInput(input),
  });
  useEffect(() => {
    if (open) form.reset(valuesFromRequestInput(input));
  }, [open, input, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        seq,
        body: toCommissionRequestInput(input.artistId, values, input.serviceId),
      });
    } catch (error) {
      toast({
        title: 'Error',
        description:
          error instanceof OutboxItemGoneError
            ? 'This request was sent meanwhile: it can no longer be changed here.'
            : 'Your changes could not be saved on this device. Please try again.',
        variant: 'destructive',
      });
      if (error instanceof OutboxItemGoneError) onClose();
      return;
    }
    toast({
      title: SAVED_OFFLINE_MESSAGE,
      description: `Your commission request to ${artistName} will be sent as changed.`,
    });
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={QUEUED_REQUEST_TITLE}
      description={`Your request to ${artistName}, not sent yet. Change it before it goes.`}
      className="sm:max-w-xl"
    >
      <CommissionRequestFields
        form={form}
        open={open}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
        submitLabel="Save changes"
      />
    </Dialog>
  );
}
