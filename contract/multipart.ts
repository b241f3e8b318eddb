/**
 * The one wire format of multipart bodies (endpoints with `encoding: 'multipart'`): the body, with
 * files referred to by their index in the file list, as JSON text in the field `body`, and the
 * files in order as the repeated field `files`. The web encodes with `toFormData`, the API decodes
 * with `fromFormFields`; the endpoint's body schema validates the result on both sides.
 */
export const MULTIPART_BODY_FIELD = 'body';
export const MULTIPART_FILES_FIELD = 'files';

export interface NamedBlob {
  blob: Blob;
  name: string;
}

export function toFormData(body: unknown, files: readonly NamedBlob[] = []): FormData {
  const form = new FormData();
  if (body !== undefined) form.append(MULTIPART_BODY_FIELD, JSON.stringify(body));
  for (const file of files) form.append(MULTIPART_FILES_FIELD, file.blob, file.name);
  return form;
}

export class MultipartBodyError extends Error {
  override readonly name = 'MultipartBodyError';
}

/**
 * The body of a parsed multipart request: the JSON text of `body`, or, when there is none, the plain
 * text fields (for hand-written requests such as curl's `-F title=...`). Throws MultipartBodyError
 * when `body` is not JSON.
 */
export function fromFormFields(fields: Record<string, unknown> | undefined): unknown {
  const raw = fields?.[MULTIPART_BODY_FIELD];
  if (raw === undefined) return fields ?? {};
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') throw new MultipartBodyError('The body field must be JSON text');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MultipartBodyError('The body field is not valid JSON');
  }
}
