import {
  ArtistImageMetaSchema,
  ArtistProfileInputSchema,
  type ArtistProfileInput,
} from '../../../contract/artist';
import type { ImageType } from '../../../contract/enums';
import { ValidationError } from '../../errors';
import { parse } from '../../lib/http';
import { zodFields } from '../../lib/zod-fields';

type Body = Record<string, unknown>;

const JSON_TEXT_MESSAGES = {
  specialties: 'Specialties must be a JSON list of names',
  socialLinks: 'Social links must be a JSON object',
} as const;

/**
 * Multipart sends lists and objects as JSON text; a JSON body may send them as they are. Blank
 * text counts as absent (the web sends specialties only when some are chosen).
 */
function fromJsonText(body: Body, field: keyof typeof JSON_TEXT_MESSAGES): unknown {
  const value = body[field];
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new ValidationError({ [field]: JSON_TEXT_MESSAGES[field] });
  }
}

/**
 * The profile fields of a create or update. Unknown keys (approvalStatus, isVerified, userId,
 * role...) are dropped by the schema: clients cannot mass-assign them.
 */
export function parseProfileInput(raw: unknown): ArtistProfileInput {
  const body: Body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
  return parse(ArtistProfileInputSchema, {
    bio: body.bio,
    portfolioUrl: body.portfolioUrl,
    specialties: fromJsonText(body, 'specialties'),
    socialLinks: fromJsonText(body, 'socialLinks'),
  });
}

export interface ImageMeta {
  description?: string | undefined;
  imageType: ImageType;
}

/** `imageDescriptions[i]` / `imageTypes[i]` for each of `count` uploaded files (type defaults to portfolio). */
export function parseImageMeta(raw: unknown, count: number): ImageMeta[] {
  const body: Body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
  const fields: Record<string, string> = {};
  const metas: ImageMeta[] = [];
  for (let i = 0; i < count; i++) {
    const result = ArtistImageMetaSchema.safeParse({
      description: body[`imageDescriptions[${i}]`] || undefined,
      imageType: body[`imageTypes[${i}]`] || undefined,
    });
    if (result.success) {
      metas.push(result.data);
      continue;
    }
    const issues = zodFields(result.error);
    if (issues.description) fields[`imageDescriptions[${i}]`] = issues.description;
    if (issues.imageType) fields[`imageTypes[${i}]`] = issues.imageType;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return metas;
}
