import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { withoutEmpty } from './search-text';

type GalleryRouteId = '/artworks' | '/artists' | '/commissions';
type GallerySearch<Id extends GalleryRouteId> = ReturnType<ReturnType<typeof getRouteApi<Id>>['useSearch']>;

/**
 * A gallery's URL state and its two changes: `update` merges a patch (empty values leave the URL),
 * `clear` drops the search and every filter but keeps the sort. Neither scrolls to the top.
 */
export function useBrowseSearch<Id extends GalleryRouteId>(id: Id) {
  const filters = getRouteApi(id).useSearch() as GallerySearch<Id>;
  const navigate = useNavigate();
  type Search = Record<string, unknown> & { sort?: string };
  const go = (search: (prev: Search) => Search, replace = false) =>
    // The search is the route's own (validated by its validateSearch); the cast spares a union of three.
    void navigate({ to: id, search: search as never, replace, resetScroll: false });
  return {
    filters,
    update: (patch: Partial<GallerySearch<Id>>, replace = false) =>
      go((prev) => withoutEmpty({ ...prev, ...patch }), replace),
    clear: () => go((prev) => withoutEmpty({ sort: prev.sort })),
  };
}
