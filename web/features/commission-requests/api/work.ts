import { useQueryClient } from '@tanstack/react-query';
import type { CommissionMoveInput, CommissionUpdateInput } from '@contract/commission-work-api';
import { isQueued } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';
import { conflictedRequest } from '@/features/commission-requests/request-actions';
import { replaceRequestInLists } from './update-commission-request';

export interface MoveVariables {
  id: number;
  title: string;
  move: CommissionMoveInput;
}

/** `POST /api/commission-requests/{id}/moves`: approve, ask for a revision, extensions, cancel… (offline too). */
export function useCommissionMove() {
  const queryClient = useQueryClient();
  return useOfflineWrite('moveCommission', {
    input: ({ id, move }: MoveVariables) => ({ params: { id }, body: move }),
    label: ({ title, move }) => `${MOVE_LABEL[move.move]} on "${title}"`,
    onSuccess: (request) => {
      if (request && !isQueued(request)) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}

const MOVE_LABEL: Record<CommissionMoveInput['move'], string> = {
  approve: 'Approve a delivery',
  request_revision: 'Ask for a revision',
  offer_revisions: 'Offer extra revisions',
  answer_revision_offer: 'Answer the extra revisions',
  confirm_addon_paid: 'Confirm an add-on paid',
  request_extension: 'Ask for an extension',
  answer_extension: 'Answer the extension',
  cancel_overdue: 'Cancel after the missed date',
};

export interface UpdateVariables {
  id: number;
  title: string;
  update: CommissionUpdateInput;
  files: File[];
}

/** A work update's (or delivery's) line in the sync panel while it waits on this device. */
export const workUpdateLabel = ({ title, update }: { title: string; update: CommissionUpdateInput }) =>
  `${update.deliver === true || update.deliver === 'true' ? 'Delivery' : 'Work update'} on "${title}"`;

/** `POST /api/commission-requests/{id}/updates` (multipart): a work update or a delivery, with images. */
export function usePostCommissionUpdate() {
  return useOfflineWrite('postCommissionUpdate', {
    input: ({ id, update, files }: UpdateVariables) => ({
      params: { id },
      body: update,
      files,
    }),
    label: workUpdateLabel,
  });
}
