import { LoadError } from '@/components/layout/page';
import { QueryView } from '@/components/ui/query-view';
import { formatPrice } from '@/lib/format';
import { useStats } from '@/api/stats';
import { formatSalesThousands } from '@/features/admin/format-sales';
import { CounterTile, CounterTileSkeleton } from './counter-tile';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The dashboard figures of GET /api/stats; each tile but the sales one leads to its screen. */
export function StatTiles() {
  const query = useStats();
  return (
    <QueryView
      query={query}
      pending={
        <div className={grid} aria-busy="true" aria-label="Loading statistics">
          {Array.from({ length: 4 }, (_, i) => (
            <CounterTileSkeleton key={i} />
          ))}
        </div>
      }
      error={<LoadError what="the statistics" onRetry={() => void query.refetch()} />}
    >
      {(stats) => (
        <div className={grid}>
          <CounterTile label="Total Artists" value={stats.totalArtists} to="/admin/artists" />
          <CounterTile label="Total Artworks" value={stats.totalArtworks} to="/admin/artworks" />
          <CounterTile
            label="Pending Approvals"
            value={stats.pendingApprovals}
            to="/admin"
            hash="pending-approvals"
          />
          <CounterTile
            label="Monthly Sales"
            value={formatSalesThousands(stats.monthlySales)}
            hint={`${formatPrice(stats.monthlySales) ?? '$0'} this month`}
          />
        </div>
      )}
    </QueryView>
  );
}
