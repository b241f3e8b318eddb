import type { Artwork, ArtworkInput } from '../../../../contract/artwork';
import { apiJson } from '../../../lib/api-client';

/** `POST /api/artworks` (JSON): created pending, for the signed-in artist. Images follow separately. */
export function createArtwork(input: ArtworkInput, idempotencyKey: string) {
  return apiJson<Artwork>('POST', '/api/artworks', input, { idempotencyKey });
}
