import type { Context } from 'koa';
import { ArtworkImageChangesSchema, ImageDescriptionSchema } from '../../../contract/artwork';
import { ValidationError } from '../../errors';
import { parse } from '../../lib/http';
import type { ImageChange, NewImage } from './artwork-images.service';

type Body = Record<string, unknown>;

export function bodyOf(ctx: Context): Body {
  const body = ctx.request.body as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

const isMultipart = (ctx: Context) => ctx.is('multipart') === 'multipart';

/** `name[i]` as FormData sends it (formidable keeps the brackets), or item i of a JSON array. */
function indexed(body: Body, name: string, i: number): unknown {
  const list = body[name];
  return body[`${name}[${i}]`] ?? (Array.isArray(list) ? list[i] : undefined);
}

function description(body: Body, i: number): string | null {
  const value = indexed(body, 'imageDescriptions', i);
  if (value === undefined || value === null) return null;
  const parsed = ImageDescriptionSchema.safeParse(value);
  if (!parsed.success)
    throw new ValidationError({ [`imageDescriptions[${i}]`]: parsed.error.issues[0]!.message });
  return parsed.data || null;
}

function newImages(body: Body, count: number, primaryOf: (i: number) => unknown): NewImage[] {
  return Array.from({ length: count }, (_, i) => ({
    description: description(body, i),
    primary: String(primaryOf(i)) === 'true',
  }));
}

/** New files of `POST /api/artworks/{id}/images`: `isPrimary_{i}` = 'true' marks file i primary. */
export function addedImagesOf(ctx: Context, count: number): NewImage[] {
  const body = bodyOf(ctx);
  return newImages(body, count, (i) => body[`isPrimary_${i}`]);
}

/** New files of `PATCH /api/artworks/{id}`: `imagePrimary[i]` = 'true' marks file i primary. */
export function patchImagesOf(ctx: Context, count: number): NewImage[] {
  const body = bodyOf(ctx);
  return newImages(body, count, (i) => indexed(body, 'imagePrimary', i));
}

/** Form fields that may be cleared: in multipart an empty text means null. */
const NULLABLE_FIELDS = new Set(['description', 'specialtyId', 'dimensions', 'yearCreated', 'imageUrl']);

/** The text fields of `PATCH /api/artworks/{id}`, from JSON or multipart, for ArtworkPatchSchema. */
export function patchFieldsOf(ctx: Context): Body {
  const body = bodyOf(ctx);
  if (!isMultipart(ctx)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, v === '' && NULLABLE_FIELDS.has(k) ? null : v]),
  );
}

/** `removeImageIds` (a JSON array, as JSON text in multipart) and `primaryImageId`. */
export function imageChangesOf(ctx: Context, add: NewImage[]): ImageChange {
  const body = bodyOf(ctx);
  let removeImageIds = body.removeImageIds;
  if (typeof removeImageIds === 'string') {
    try {
      removeImageIds = removeImageIds.trim() === '' ? undefined : JSON.parse(removeImageIds);
    } catch {
      throw new ValidationError({ removeImageIds: 'Send the image ids as a JSON array, e.g. [3,5]' });
    }
  }
  const primaryImageId = body.primaryImageId === '' ? undefined : body.primaryImageId;
  const changes = parse(ArtworkImageChangesSchema, { removeImageIds, primaryImageId });
  return { add, removeIds: [...new Set(changes.removeImageIds ?? [])], primaryId: changes.primaryImageId };
}
