// The sending half of the write path (web/lib/write.ts): making a command, sending it with its
// idempotency key and applying its invalidation rule (web/api/invalidation.ts, which names the query
// keys of every module a write touches, handed in from above: ./write-rules.ts). Loaded with the first write, not with the page: a public
// page that can buy or favourite carries only the hooks in its first load (issue 21: initial JavaScript).
import type { QueryClient } from '@tanstack/react-query';
import type { NamedBlob } from '@contract/multipart';
import type { Endpoint, EndpointName } from '@contract/endpoints';
import { Endpoints } from '@contract/endpoints/table';
import type { ResponseOf } from '@contract/endpoint';
import { call, type CallInput } from './call';
import { fileStore as defaultFileStore, type FileStore } from './file-store';
import { newIdempotencyKey } from './idempotency-key';
import type { WriteCommand } from './write-command';
import { invalidateAfterWrite } from './write-rules';

/** What a write sends, less its files: the endpoint's params, query and body. */
export type WriteInput<N extends EndpointName> = Omit<CallInput<Endpoint<N>>, 'files'>;
/** A file to upload: a File carries its name; a bare Blob needs one. */
export type WriteFile = File | NamedBlob;
/** What the server answers a write (undefined for 204). */
export type WriteResult<N extends EndpointName> = ResponseOf<Endpoint<N>>;

/** Their answer sets or clears the session cookie, which a stored idempotent answer could not replay. */
const UNKEYED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'register',
  'logout',
  'logoutEverywhere',
]);

function namedBlob(file: WriteFile): NamedBlob {
  return file instanceof File ? { blob: file, name: file.name } : file;
}

/** Makes the command for one user intent, putting its files into the store. Call once per intent. */
export async function createCommand<N extends EndpointName>(
  endpoint: N,
  input: WriteInput<N>,
  files: readonly WriteFile[] = [],
  store: FileStore = defaultFileStore,
): Promise<WriteCommand<N>> {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  const refs = await Promise.all(
    files.map((file) => {
      const { blob, name } = namedBlob(file);
      return store.put(blob, name);
    }),
  );
  return {
    endpoint,
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(refs.length ? { files: refs } : {}),
    key: UNKEYED.has(endpoint) ? null : newIdempotencyKey(),
    createdAt: new Date().toISOString(),
  };
}

export interface SendOptions {
  queryClient: QueryClient;
  store?: FileStore;
  signal?: AbortSignal;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * Sends a command (fresh, or read back from storage): reads its files from the store, calls the
 * endpoint with the command's key, then applies the endpoint's invalidation rule
 * (web/api/invalidation.ts, through ./write-rules.ts). Returns the server's answer; a refusal stays an ApiError. The files
 * stay in the store until `forgetCommand`, so a failed command can be sent again.
 */
export async function sendCommand<N extends EndpointName>(
  command: WriteCommand<N>,
  options: SendOptions,
): Promise<WriteResult<N>> {
  const store = options.store ?? defaultFileStore;
  const files = await Promise.all(
    (command.files ?? []).map(async (ref) => ({ blob: await store.get(ref), name: ref.name })),
  );
  const endpoint = Endpoints[command.endpoint];
  const input = { params: command.params, query: command.query, body: command.body, files };
  let result: unknown;
  try {
    result = await call(endpoint, input as CallInput<typeof endpoint>, {
      key: command.key ?? undefined,
      signal: options.signal,
      fetch: options.fetch,
    });
  } catch (error) {
    await invalidateAfterWrite(options.queryClient, command.endpoint, 'error');
    throw error;
  }
  await invalidateAfterWrite(options.queryClient, command.endpoint, 'success');
  return result as WriteResult<N>;
}

/** Drops a command's files once it is done with (sent, or given up). */
export async function forgetCommand(command: WriteCommand, store: FileStore = defaultFileStore) {
  await Promise.all((command.files ?? []).map((ref) => store.delete(ref)));
}

/** Creates, sends and forgets one command: a write no one will retry with the same key (sign-out). */
export async function writeOnce<N extends EndpointName>(
  endpoint: N,
  input: WriteInput<N>,
  options: SendOptions & { files?: readonly WriteFile[] },
): Promise<WriteResult<N>> {
  const command = await createCommand(endpoint, input, options.files, options.store);
  try {
    return await sendCommand(command, options);
  } finally {
    void forgetCommand(command, options.store);
  }
}
