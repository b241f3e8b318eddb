import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@contract/endpoints';
import type { WriteCommand } from './write-command';
import type { FileStore } from './file-store';
import type * as Send from './write-send';
import type { SendOptions, WriteFile, WriteInput, WriteResult } from './write-send';

export type { WriteCommand } from './write-command';
export type { SendOptions, WriteFile, WriteInput, WriteResult } from './write-send';

/**
 * The sending half (commands, keys, invalidation: ./write-send.ts) loads with the first write: a
 * page's first load carries only the hooks below. The functions keep their names here, so callers
 * (the outbox runner, sign-out, tests) do not care where they live.
 */
const sending = () => import('./write-send');

/** Makes the command for one user intent, putting its files into the store. Call once per intent. */
export async function createCommand<N extends EndpointName>(
  endpoint: N,
  input: WriteInput<N>,
  files: readonly WriteFile[] = [],
  store?: FileStore,
): Promise<WriteCommand<N>> {
  return (await sending()).createCommand(endpoint, input, files, store);
}

/** Sends a command and applies its invalidation rule (./write-send.ts, `sendCommand`). */
export async function sendCommand<N extends EndpointName>(
  command: WriteCommand<N>,
  options: SendOptions,
): Promise<WriteResult<N>> {
  return (await sending()).sendCommand(command, options);
}

/** Drops a command's files once it is done with (sent, or given up). */
export async function forgetCommand(command: WriteCommand, store?: FileStore): Promise<void> {
  return (await sending()).forgetCommand(command, store);
}

/** Creates, sends and forgets one command: a write no one will retry with the same key (sign-out). */
export async function writeOnce<N extends EndpointName>(
  endpoint: N,
  input: WriteInput<N>,
  options: Parameters<typeof Send.writeOnce<N>>[2],
): Promise<WriteResult<N>> {
  return (await sending()).writeOnce(endpoint, input, options);
}
/** What `useWrite` sends: the endpoint's input plus, for multipart, the files. */
export type WriteVariables<N extends EndpointName> = WriteInput<N> & { files?: readonly WriteFile[] };

export interface UseWriteOptions<N extends EndpointName, V, TContext, R = WriteResult<N>> {
  /** The component's variables as the endpoint's input (omit when they already are). */
  input?: (variables: V) => WriteVariables<N>;
  onMutate?: (variables: V) => Promise<TContext> | TContext;
  onSuccess?: (data: R, variables: V, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: V, context: TContext | undefined) => unknown;
  onSettled?: (
    data: R | undefined,
    error: Error | null,
    variables: V,
    context: TContext | undefined,
  ) => unknown;
}

interface Pending<N extends EndpointName> {
  text: string;
  files: readonly WriteFile[];
  command: Promise<WriteCommand<N>>;
}

const sameFiles = (a: readonly WriteFile[], b: readonly WriteFile[]) =>
  a.length === b.length && a.every((file, i) => file === b[i]);

/** What delivering a command gave: the server's answer, or (offline writes) the item it was queued as. */
export type Delivered<R> = { outcome: 'sent'; result: R } | { outcome: 'queued'; result: R };

/**
 * The mutation shared by `useWrite` and `useOfflineWrite` (web/lib/offline-write.ts): one command per intent (the same input
 * after a failure is the same command, same key), delivered by `deliver`.
 */
export function useCommandMutation<N extends EndpointName, V, R, TContext>(
  endpoint: N,
  options: UseWriteOptions<N, V, TContext, R>,
  /** Where the command's files wait (undefined: the default, in memory: ./file-store.ts). */
  store: FileStore | undefined,
  deliver: (command: WriteCommand<N>, variables: V) => Promise<Delivered<R>>,
  networkMode?: 'always',
) {
  const last = useRef<Pending<N> | null>(null);
  const inFlight = useRef(0);
  const toInput = options.input ?? ((variables: V) => variables as unknown as WriteVariables<N>);

  const mutation = useMutation<R, Error, V, TContext>({
    mutationFn: async (variables) => {
      const { files = [], ...input } = toInput(variables);
      const text = JSON.stringify(input);
      const previous = last.current;
      const pending =
        previous && previous.text === text && sameFiles(previous.files, files)
          ? previous
          : { text, files, command: createCommand(endpoint, input as WriteInput<N>, files, store) };
      // An edited input is a new intent: the failed command it replaces is given up.
      if (previous && previous !== pending) void previous.command.then((old) => forgetCommand(old, store));
      last.current = pending;
      const command = await pending.command;
      const delivered = await deliver(command, variables);
      if (last.current === pending) last.current = null;
      // A queued command's files now belong to the outbox.
      if (delivered.outcome === 'sent') void forgetCommand(command, store);
      return delivered.result;
    },
    onMutate: options.onMutate,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: options.onSettled,
    networkMode,
  });

  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    async (variables: V): Promise<R> => {
      inFlight.current += 1;
      try {
        return await send(variables);
      } finally {
        inFlight.current -= 1;
      }
    },
    [send],
  );
  const isSending = useCallback(() => inFlight.current > 0, []);

  return { ...mutation, mutateAsync, isSending };
}

/**
 * A write for components: a TanStack mutation over `createCommand` + `sendCommand`, with one key
 * policy. Sending the same input again after a failure resends the SAME command (same key), so a
 * save that reached the server before the connection dropped is applied once; a changed input is a
 * new command; after a success the next send is a new intent. `isSending()` tells synchronously
 * whether a `mutateAsync` is under way (a double click lands before React re-renders the button).
 */
export function useWrite<N extends EndpointName, V = WriteVariables<N>, TContext = unknown>(
  endpoint: N,
  options: UseWriteOptions<N, V, TContext> = {},
) {
  const queryClient = useQueryClient();
  return useCommandMutation<N, V, WriteResult<N>, TContext>(
    endpoint,
    options,
    undefined,
    async (command) => ({ outcome: 'sent', result: await sendCommand(command, { queryClient }) }),
  );
}

/** A write that was saved on this device (the outbox) instead of reaching the server. */
export interface QueuedWrite {
  queued: true;
  /** The outbox item (web/offline/outbox.ts). */
  seq: number;
}

export function isQueued(result: unknown): result is QueuedWrite {
  return typeof result === 'object' && result !== null && (result as QueuedWrite).queued === true;
}

/** The form's words for a write kept in the outbox. */
export const SAVED_OFFLINE_MESSAGE = 'Saved on this device — will sync when online';
