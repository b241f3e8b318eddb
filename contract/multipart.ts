/**
 * The wire formats of multipart bodies (endpoints with `encoding: 'multipart'`), decoded into one
 * body that the endpoint's schema then validates (its images as contract/image-set.ts's list):
 *
 * - ours: the body, with files referred to by their index in the file list, as JSON text in the
 *   field `body`, and the files in order as the repeated field `files`. The web encodes with
 *   `toFormData`.
 * - the spec's (section 7): plain text fields (`title`, `price`, `bio`, ...; `specialties` and
 *   `socialLinks` as JSON text) and the image files as the repeated field `images`, each described
 *   by index: `isPrimary_{i}` or `imagePrimary[i]`, `imageDescriptions[i]`, `imageTypes[i]`. Every
 *   file becomes a new image `{ file: i, primary?, description?, type? }` in `images`. Plain text
 *   fields with the files as `files` (curl's `-F title=... -F files=@a.png`) read the same way.
 *
 * The API decodes with `decodeMultipart`; nothing past it knows which format arrived.
 */
export const MULTIPART_BODY_FIELD = 'body';
export const MULTIPART_FILES_FIELD = 'files';
/** The spec's name for the repeated image file field. */
export const SPEC_IMAGES_FIELD = 'images';
/** Spec fields sent as JSON text. */
export const SPEC_JSON_TEXT_FIELDS = ['specialties', 'socialLinks'] as const;

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

/** A multipart body that cannot be decoded; `field` names the part at fault. */
export class MultipartBodyError extends Error {
  override readonly name = 'MultipartBodyError';
  constructor(
    message: string,
    readonly field: string = MULTIPART_BODY_FIELD,
  ) {
    super(message);
  }
}

export interface DecodedMultipart<F> {
  body: unknown;
  /** The uploaded files in order: a body's `file` is an index in this list. */
  files: F[];
}

/**
 * Decodes a parsed multipart request: `fields` are its text fields (a repeated field as an array),
 * `filesByField` its files per field name, in the order they were sent. Throws MultipartBodyError.
 */
export function decodeMultipart<F>(
  fields: Record<string, unknown> | undefined,
  filesByField: Record<string, F[]>,
): DecodedMultipart<F> {
  const text = fields ?? {};
  const fileFields = Object.keys(filesByField).filter((name) => filesByField[name]!.length > 0);
  if (MULTIPART_BODY_FIELD in text) {
    const stray = fileFields.find((name) => name !== MULTIPART_FILES_FIELD);
    if (stray) throw new MultipartBodyError(`Send the files as the '${MULTIPART_FILES_FIELD}' field`, stray);
    return {
      body: parseBodyField(text[MULTIPART_BODY_FIELD]),
      files: filesByField[MULTIPART_FILES_FIELD] ?? [],
    };
  }
  if (fileFields.length > 1 || (fileFields[0] && !isFileField(fileFields[0]))) {
    const message = `Send the image files as the repeated '${SPEC_IMAGES_FIELD}' field`;
    throw new MultipartBodyError(message, fileFields.find((name) => !isFileField(name)) ?? fileFields[1]);
  }
  const files = fileFields[0] ? filesByField[fileFields[0]]! : [];
  return { body: fromSpecFields(text, files.length), files };
}

function isFileField(name: string): boolean {
  return name === SPEC_IMAGES_FIELD || name === MULTIPART_FILES_FIELD;
}

function parseBodyField(raw: unknown): unknown {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') throw new MultipartBodyError('The body field must be JSON text');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MultipartBodyError('The body field is not valid JSON');
  }
}

/** `isPrimary_2`, `imagePrimary[2]`, `imageDescriptions[2]`, `imageTypes[2]`: what they say of image 2. */
const IMAGE_ATTRIBUTES: Array<[RegExp, 'primary' | 'description' | 'type']> = [
  [/^isPrimary_(\d+)$/, 'primary'],
  [/^imagePrimary\[(\d+)\]$/, 'primary'],
  [/^imageDescriptions\[(\d+)\]$/, 'description'],
  [/^imageTypes\[(\d+)\]$/, 'type'],
];

const TRUE_TEXT = new Set(['true', '1', 'on', 'yes']);
const FALSE_TEXT = new Set(['false', '0', 'off', 'no', '']);

/** The spec's plain fields as a body: JSON-text fields parsed, image attributes gathered by index. */
function fromSpecFields(fields: Record<string, unknown>, fileCount: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const images = Array.from({ length: fileCount }, (_, file) => ({ file }) as Record<string, unknown>);
  for (const [name, raw] of Object.entries(fields)) {
    const value = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
    const attribute = IMAGE_ATTRIBUTES.find(([pattern]) => pattern.test(name));
    if (!attribute) {
      body[name] = (SPEC_JSON_TEXT_FIELDS as readonly string[]).includes(name) ? jsonText(value) : value;
      continue;
    }
    const index = Number(attribute[0].exec(name)![1]);
    if (index >= fileCount) throw new MultipartBodyError(`There is no image ${index} in this request`, name);
    images[index]![attribute[1]] = attribute[1] === 'primary' ? flag(value, name) : value;
  }
  if (fileCount > 0) body.images = images;
  return body;
}

/** JSON text as its value; anything else as it came (the schema then says what is wrong with it). */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function flag(value: unknown, field: string): boolean {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (typeof text === 'string' && TRUE_TEXT.has(text)) return true;
  if (typeof text === 'string' && FALSE_TEXT.has(text)) return false;
  throw new MultipartBodyError(`${field} must be true or false`, field);
}
