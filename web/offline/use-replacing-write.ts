import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { EndpointName } from '@contract/endpoints';
import type { User } from '@contract/user';
import {
  createCommand,
  forgetCommand,
  type QueuedWrite,
  type WriteInput,
  type WriteVariables,
} from '@/lib/write';
import { enqueueReplacing, outboxFileStore, replaceOutboxItem } from './outbox';

/** What `useReplacingWrite` sends: the write, and the outbox items it takes the place of. */
export type ReplacingVariables<N extends EndpointName> = WriteVariables<N> & { replaces: readonly number[] };

/**
 * A write made from queued outbox items (a form that started from them: a second offline edit of an
 * artwork, a profile created again before the first create was sent): queued in their place in one
 * step (`enqueueReplacing`), online too, since sent directly the earlier items would follow it and
 * undo it (or, for a create, be refused). The mutation rejects with OutboxItemGoneError, queuing
 * nothing, when one of them was sent meanwhile. Here rather than in web/lib/write.ts, which every
 * page loads first: only the forms that start from queued items need it.
 */
export function useReplacingWrite<N extends EndpointName>(
  endpoint: N,
  options: { label: (variables: ReplacingVariables<N>) => string },
) {
  const queryClient = useQueryClient();
  return useMutation<QueuedWrite, Error, ReplacingVariables<N>>({
    mutationFn: async (variables) => {
      const { files = [], replaces, ...input } = variables;
      const store = outboxFileStore();
      const command = await createCommand(endpoint, input as unknown as WriteInput<N>, files, store);
      const userId = queryClient.getQueryData<User | null>([CURRENT_USER_KEY])?.id ?? null;
      try {
        const seq = await enqueueReplacing(command, options.label(variables), userId, replaces);
        return { queued: true, seq };
      } catch (error) {
        await forgetCommand(command, store);
        throw error;
      }
    },
    // Nothing goes to the network here: queuing works offline.
    networkMode: 'always',
  });
}

/** What `useQueuedItemEdit` saves: the write, and the queued item it is an edit of. */
export type QueuedItemEditVariables<N extends EndpointName> = WriteVariables<N> & { seq: number };

/**
 * The save of a form reopened from a queued item (Edit in the sync panel): the edited write takes
 * the item's place in the outbox (`replaceOutboxItem`: same position, same key), never a second
 * item beside it, online too (it is sent from there at once). Rejects with OutboxItemGoneError,
 * changing nothing, when the item was sent meanwhile.
 */
export function useQueuedItemEdit<N extends EndpointName>(
  endpoint: N,
  options: { label: (variables: QueuedItemEditVariables<N>) => string },
) {
  return useMutation<QueuedWrite, Error, QueuedItemEditVariables<N>>({
    mutationFn: async (variables) => {
      const { files = [], seq, ...input } = variables;
      const store = outboxFileStore();
      const command = await createCommand(endpoint, input as unknown as WriteInput<N>, files, store);
      try {
        await replaceOutboxItem(seq, command, options.label(variables));
        return { queued: true, seq };
      } catch (error) {
        await forgetCommand(command, store);
        throw error;
      }
    },
    networkMode: 'always',
  });
}
