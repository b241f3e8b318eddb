import type { ArtistStats as Stats } from '@/features/gallery/artist-browse';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';

/** The artists page's numbers: artists, verified artists, artworks available. */
export function ArtistStats({ stats }: { stats: Stats | undefined }) {
  const tiles = [
    { label: 'Artists', value: stats?.artists },
    { label: 'Verified artists', value: stats?.verified },
    { label: 'Artworks available', value: stats?.artworks },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-line rounded-(--radius-card) border border-line bg-surface">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col-reverse justify-end gap-1 px-3 py-4 text-center sm:px-6 sm:py-5"
        >
          <dt className="text-xs text-muted sm:text-sm">{tile.label}</dt>
          <dd className="font-display text-2xl text-ink tabular-nums sm:text-3xl">
            {tile.value === undefined ? <Skeleton className="mx-auto h-8 w-12" /> : formatCount(tile.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
