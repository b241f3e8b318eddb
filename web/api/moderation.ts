import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { useWrite } from '@/lib/write';
import { artistKeys } from './artists';
import { artworkKeys } from './artworks';

/**
 * Send back for review and the review history (issue 25, point 6). The history keys sit under
 * `artworkKeys.all` and `artistKeys.all`, so a decision, an edit or a resubmission refreshes them.
 */
export const moderationKeys = {
  artwork: (id: number) => [...artworkKeys.all, 'moderation-history', id] as const,
  artist: (id: number) => [...artistKeys.all, 'moderation-history', id] as const,
};

/** `GET /api/artworks/{id}/moderation-history` or `/api/artists/{id}/moderation-history`: newest first. */
export function moderationHistoryQueryOptions(subject: 'artwork' | 'artist', id: number) {
  return queryOptions({
    queryKey: moderationKeys[subject](id),
    queryFn: ({ signal }) =>
      read(
        subject === 'artwork' ? Endpoints.artworkModerationHistory : Endpoints.artistModerationHistory,
        { params: { id } },
        { signal },
      ),
  });
}

export function useModerationHistory(subject: 'artwork' | 'artist', id: number, enabled = true) {
  return useQuery({ ...moderationHistoryQueryOptions(subject, id), enabled });
}

export interface ResubmitVariables {
  id: number;
  /** The optional note to the admin. */
  note: string | null;
}

const resubmitInput = ({ id, note }: ResubmitVariables) => ({
  params: { id },
  body: note ? { note } : {},
});

/** `POST /api/artworks/{id}/resubmit`: back to the admins' pending queue (409 in words when not edited). */
export function useResubmitArtwork() {
  return useWrite('resubmitArtwork', { input: resubmitInput });
}

/** `POST /api/artists/{id}/resubmit`. */
export function useResubmitArtist() {
  return useWrite('resubmitArtist', { input: resubmitInput });
}
