import type { Artwork } from '../../../../contract/artwork';
import { apiJson } from '../../../lib/api-client';

/** `POST /api/artworks/{id}/images`, multipart: files as `images`, plus `isPrimary_{index}`. */
export function uploadArtworkImages(artworkId: number, body: FormData, idempotencyKey: string) {
  return apiJson<Artwork>('POST', `/api/artworks/${artworkId}/images`, body, { idempotencyKey });
}
