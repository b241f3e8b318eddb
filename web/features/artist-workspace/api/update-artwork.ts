import type { Artwork } from '../../../../contract/artwork';
import { apiJson } from '../../../lib/api-client';

/** `PATCH /api/artworks/{id}`, multipart: fields, new images, `imagePrimary[i]`, removals (see artworkPatchFormData). */
export function updateArtwork(artworkId: number, body: FormData, idempotencyKey: string) {
  return apiJson<Artwork>('PATCH', `/api/artworks/${artworkId}`, body, { idempotencyKey });
}
