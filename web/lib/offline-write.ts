import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@contract/constants';
import type { EndpointName } from '@contract/endpoints';
import type { User } from '@contract/user';
import type { FileStore } from './file-store';
import { sendTimeoutMs, shouldQueue, withSendTimeout } from './send-timeout';
import {
  createCommand,
  forgetCommand,
  sendCommand,
  useCommandMutation,
  type Delivered,
  type QueuedWrite,
  type UseWriteOptions,
  type WriteCommand,
  type WriteInput,
  type WriteResult,
  type WriteVariables,
} from './write';

// The writes a user may make offline, apart from `useWrite` (web/lib/write.ts): a page that only
// writes online (buy, favourite, follow) does not carry the send time limits and the outbox's
// loader in its first load (issue 21: initial JavaScript).

/**
 * The outbox's file store (Dexie), loaded on first use: a page with an offline-capable form does
 * not carry the local store in its first load (issue 10).
 */
const outbox = () => import('@/offline/outbox');
const lazyOutboxFileStore: FileStore = {
  put: async (file, name) => (await outbox()).outboxFileStore().put(file, name),
  get: async (ref) => (await outbox()).outboxFileStore().get(ref),
  delete: async (ref) => (await outbox()).outboxFileStore().delete(ref),
};

export interface UseOfflineWriteOptions<N extends EndpointName, V, TContext> extends UseWriteOptions<
  N,
  V,
  TContext,
  WriteResult<N> | QueuedWrite
> {
  /** What the sync panel calls it ('New artwork "Dusk"'). */
  label: (variables: V) => string;
}

/**
 * Delivers a command made for the outbox's file store: when the browser is offline, or the send
 * gets no answer (in its time: ./send-timeout.ts) or a 502/503/504, it goes to the outbox (key and
 * files included) and resolves as queued; the runner (web/offline/outbox-sync.ts) sends it later, once.
 */
export async function deliverOrQueue<N extends EndpointName>(
  command: WriteCommand<N>,
  options: { queryClient: QueryClient; label: string },
): Promise<Delivered<WriteResult<N> | QueuedWrite>> {
  const { queryClient, label } = options;
  const queue = async (): Promise<Delivered<QueuedWrite>> => {
    const user = queryClient.getQueryData<User | null>([CURRENT_USER_KEY]);
    const { enqueue } = await outbox();
    const seq = await enqueue(command, label, user?.id ?? null);
    return { outcome: 'queued', result: { queued: true, seq } };
  };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return queue();
  try {
    // A network that hangs while the browser says online: no spinner for ever, it is queued.
    const result = await withSendTimeout(sendTimeoutMs(command), (signal) =>
      sendCommand(command, { queryClient, store: lazyOutboxFileStore, signal }),
    );
    return { outcome: 'sent', result };
  } catch (error) {
    if (shouldQueue(error)) return queue();
    throw error;
  }
}

/**
 * One write outside a form (a follow, a heart, notifications marked read): made, then sent at once
 * or queued as `deliverOrQueue` says. Resolves with the server's answer, or a QueuedWrite.
 */
export async function writeOrQueue<N extends EndpointName>(
  endpoint: N,
  input: WriteInput<N>,
  options: { queryClient: QueryClient; label: string },
): Promise<WriteResult<N> | QueuedWrite> {
  const command = await createCommand(endpoint, input, [], lazyOutboxFileStore);
  const delivered = await deliverOrQueue(command, options);
  if (delivered.outcome === 'sent') void forgetCommand(command, lazyOutboxFileStore);
  return delivered.result;
}

/**
 * `useWrite` for the writes a user may make offline (artwork drafts and edits, profile edits,
 * commission requests and replies): delivered by `deliverOrQueue`, the mutation resolves with the
 * server's answer or a `QueuedWrite`.
 */
export function useOfflineWrite<N extends EndpointName, V = WriteVariables<N>, TContext = unknown>(
  endpoint: N,
  options: UseOfflineWriteOptions<N, V, TContext>,
) {
  const queryClient = useQueryClient();
  return useCommandMutation<N, V, WriteResult<N> | QueuedWrite, TContext>(
    endpoint,
    options,
    lazyOutboxFileStore,
    (command, variables) => deliverOrQueue(command, { queryClient, label: options.label(variables) }),
    // TanStack would pause an offline mutation (and lose it on reload): this one decides itself.
    'always',
  );
}
