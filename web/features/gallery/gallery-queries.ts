import { PAGE_SIZE } from '@contract/page-size';
import { artistsQueryOptions } from '@/api/artists';
import { artistBrowse } from './artist-browse';

/**
 * The artists page's numbers: the approved artists' count (`X-Total-Count`) and, over the largest
 * page (PAGE_SIZE.max), the verified ones and their artworks.
 */
export const allArtistsQuery = () =>
  artistsQueryOptions({ ...artistBrowse.listParams({}), limit: PAGE_SIZE.max });
