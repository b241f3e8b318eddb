import { artistsQueryOptions } from '@/api/artists';
import { artistBrowse } from './artist-browse';

/** Every approved artist: the artists page's numbers, and the offline fallback of the filtered list. */
export const allArtistsQuery = () => artistsQueryOptions(artistBrowse.listParams({}));
