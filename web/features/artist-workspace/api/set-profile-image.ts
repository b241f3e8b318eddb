import { useWrite } from '@/lib/write';

/** `PATCH /api/artist-images/{id}/set-profile`: makes the image the artist's one profile picture. */
export function useSetProfileImage() {
  return useWrite('setProfileImage', { input: (imageId: number) => ({ params: { id: imageId } }) });
}
