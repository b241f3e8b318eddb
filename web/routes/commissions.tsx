import { createFileRoute } from '@tanstack/react-router';
import { Brush } from 'lucide-react';
import { PageContainer, PageHeader } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { commissionsQueryOptions } from '../api/commissions';
import { CommissionCard, CommissionCardSkeleton } from '../features/commissions/components/commission-card';
import { activeMediumsQueryOptions, useActiveMediums } from '../api/reference';
import {
  browseCommissions,
  COMMISSION_SORT_OPTIONS,
  commissionListParams,
  parseCommissionBrowseSearch,
  type CommissionBrowseSearch,
} from '../features/gallery/commission-browse';
import { countText, GalleryResults } from '../features/gallery/components/gallery-results';
import { GalleryToolbar } from '../features/gallery/components/gallery-toolbar';
import { nameOptions } from '../features/gallery/reference-options';
import { withoutEmpty } from '../features/gallery/search-text';
import { useGalleryList } from '../features/gallery/use-gallery-list';

export const Route = createFileRoute('/commissions')({
  validateSearch: (raw: Record<string, unknown>): CommissionBrowseSearch => parseCommissionBrowseSearch(raw),
  loaderDeps: ({ search }) => search,
  // Warm the cache without blocking: the page shows skeletons at once and copes with the API down.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(commissionsQueryOptions(commissionListParams(deps)));
    void queryClient.prefetchQuery(activeMediumsQueryOptions());
  },
  component: CommissionGalleryPage,
});

const grid = 'grid gap-6 lg:grid-cols-2';

function CommissionGalleryPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = (patch: CommissionBrowseSearch, replace = false) =>
    void navigate({ search: (prev) => withoutEmpty({ ...prev, ...patch }), replace, resetScroll: false });
  const clear = () =>
    void navigate({ search: (prev) => withoutEmpty({ sort: prev.sort }), resetScroll: false });

  const list = useGalleryList(
    commissionsQueryOptions(commissionListParams(filters)),
    commissionsQueryOptions(commissionListParams({})),
    (items) => browseCommissions(items, filters),
  );
  const mediums = useActiveMediums();
  const filtered = Boolean(filters.search || filters.medium);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Commissions"
        title="Commission Gallery"
        description="Work our artists made to order: portraits, homes, murals and more. Find a style you love, then ask the artist for a piece of your own."
      />
      <GalleryToolbar
        search={{
          label: 'Search commissions',
          placeholder: 'Search by title, artist or medium',
          value: filters.search,
          onCommit: (search) => update({ search }, Boolean(filters.search && search)),
        }}
        filters={[
          {
            name: 'medium',
            label: 'Medium',
            allLabel: 'All mediums',
            value: filters.medium,
            options: nameOptions(mediums.data),
            onChange: (medium) => update({ medium }),
          },
        ]}
        sort={{
          value: filters.sort ?? 'recent',
          options: COMMISSION_SORT_OPTIONS,
          onChange: (sort) => update({ sort: sort === 'recent' ? undefined : sort }),
        }}
        countText={countText(list.data?.total, 'commission', 'commissions')}
        onClear={clear}
      />
      <div className="pt-8">
        <GalleryResults
          list={list}
          pending={
            <div className={grid}>
              {Array.from({ length: 4 }, (_, i) => (
                <CommissionCardSkeleton key={i} />
              ))}
            </div>
          }
          what="the commission gallery"
          empty={
            <EmptyState
              icon={Brush}
              title="No commissions found"
              description={filtered ? 'Try another search or medium, or clear the filters.' : undefined}
              action={filtered ? <Button onClick={clear}>Clear filters</Button> : undefined}
            />
          }
        >
          {(items) => (
            <ul aria-label="Commissions" className={grid}>
              {items.map((commission, index) => (
                <li key={commission.id}>
                  <CommissionCard commission={commission} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </GalleryResults>
      </div>
    </PageContainer>
  );
}
