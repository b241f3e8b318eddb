import { Brush } from 'lucide-react';
import { CommissionCard, CommissionCardSkeleton } from '@/components/cards/commission-card';
import { pagedCommissionsQueryOptions } from '@/api/commissions';
import { useActiveMediums } from '@/api/reference';
import { commissionBrowse } from '@/features/gallery/commission-browse';
import { nameOptions } from '@/features/gallery/reference-options';
import { useBrowseSearch } from '@/features/gallery/use-browse-search';
import { useGalleryList } from '@/features/gallery/use-gallery-list';
import { useLocalCommissions } from '@/features/gallery/use-local-gallery';
import { ServicesStrip } from '@/components/commission-services/artist-services';
import { GalleryPage } from './gallery-page';

const grid = 'grid gap-6 lg:grid-cols-2';

/** Commission Gallery (`/commissions`): the showcase of commissioned work, filtered by the URL. */
export function CommissionGalleryPage() {
  const { filters, update, clear } = useBrowseSearch('/commissions');
  const list = useGalleryList(
    pagedCommissionsQueryOptions(commissionBrowse.listParams(filters)),
    pagedCommissionsQueryOptions(commissionBrowse.listParams({})),
    useLocalCommissions(filters),
  );
  const mediums = useActiveMediums();

  return (
    <GalleryPage
      header={{
        eyebrow: 'Commissions',
        title: 'Commission Gallery',
        description:
          'Work our artists made to order: portraits, homes, murals and more. Find a style you love, then ask the artist for a piece of your own.',
      }}
      intro={<ServicesStrip />}
      search={{
        label: 'Search commissions',
        placeholder: 'Search by title, artist or medium',
        value: filters.search,
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
      sort={{ value: filters.sort, options: commissionBrowse.sortOptions }}
      onUpdate={update}
      onClear={clear}
      list={list}
      noun={['commission', 'commissions']}
      what="the commission gallery"
      pending={
        <div className={grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <CommissionCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={{
        icon: Brush,
        title: 'No commissions found',
        filteredHint: 'Try another search or medium, or clear the filters.',
      }}
      filtered={Boolean(filters.search || filters.medium)}
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
    </GalleryPage>
  );
}
