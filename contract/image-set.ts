import { z } from 'zod';
import './zod-config';
import { ImageTypeSchema } from './enums';

/**
 * One schema for every change to an image set (an artwork's images, an artist's profile images),
 * sent as the `images` list of a multipart body (contract/multipart.ts):
 *   - a new image: `{ file, primary?, description?, type? }`, `file` being the index of the upload
 *     in the request's file list;
 *   - a kept image: `{ id, primary?: true }` makes it the primary one; `{ id, remove: true }` removes it.
 * Images not named stay as they are. The server checks the rules (one primary, the image cap, ids
 * that belong to the set); the web builds the list with `imageSetChanges`.
 */
export const ImageDescriptionSchema = z
  .string()
  .trim()
  .max(500, 'Image descriptions must be at most 500 characters');

export const NewImageChangeSchema = z.strictObject({
  file: z.number().int().min(0),
  primary: z.boolean().optional(),
  description: ImageDescriptionSchema.optional(),
  type: ImageTypeSchema.optional(),
});
export type NewImageChange = z.infer<typeof NewImageChangeSchema>;

export const KeptImageChangeSchema = z.strictObject({
  id: z.number().int().positive(),
  primary: z.boolean().optional(),
  remove: z.boolean().optional(),
});
export type KeptImageChange = z.infer<typeof KeptImageChangeSchema>;

export const ImageSetChangeSchema = z
  .array(z.union([NewImageChangeSchema, KeptImageChangeSchema]))
  .max(50, 'Too many image changes');
export type ImageSetChange = z.infer<typeof ImageSetChangeSchema>;

export function isNewImage(change: NewImageChange | KeptImageChange): change is NewImageChange {
  return 'file' in change;
}

/** New images only (a create, or adding to a set): `{ file, primary?, description?, type? }`. */
export const NewImageListSchema = z.array(NewImageChangeSchema).max(50, 'Too many image changes');
export type NewImageList = z.infer<typeof NewImageListSchema>;
