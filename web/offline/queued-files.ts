import type { FileRef } from '@/lib/file-store';

/**
 * A queued photo read back for a form that starts from its item: a File named and typed as it was
 * queued, keyed `queued-<ref id>`. Null when there is no such file or its bytes are gone (`load`
 * answers null): the form goes on without it.
 */
export async function queuedFile(
  ref: FileRef | undefined,
  load: (ref: FileRef) => Promise<Blob | null>,
): Promise<{ key: string; file: File } | null> {
  const blob = ref ? await load(ref) : null;
  if (!ref || !blob) return null;
  return { key: `queued-${ref.id}`, file: new File([blob], ref.name, { type: ref.type }) };
}
