import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { approvalActions } from '@contract/approval';
import { Button } from '@/components/ui/button';
import { formatDate, formatPrice } from '@/lib/format';
import { artworkDetailLines, artworkStatus } from '@/features/admin/artwork-review';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { DecisionButton, decisionApproves, type Decision } from './decision-button';
import { ResponsiveTable, type Column } from './responsive-table';
import { StatusBadge } from './status-badge';

export interface ArtworksTableProps {
  artworks: readonly Artwork[];
  onDetails: (artwork: Artwork) => void;
  onDecide: (artwork: Artwork, decision: Decision) => void;
  /** The change being sent, if any: every approval button waits meanwhile. */
  pending: { artworkId: number; approved: boolean } | null;
}

/** Artwork, Artist, Details, Status, Pricing, Created, Actions. */
export function ArtworksTable({ artworks, onDetails, onDecide, pending }: ArtworksTableProps) {
  const columns: Column<Artwork>[] = [
    {
      header: 'Artwork',
      role: 'title',
      cell: (artwork) => (
        <div className="flex items-center gap-3">
          <ArtworkThumbnail artwork={artwork} />
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium text-ink">{artwork.title}</p>
            <p className="truncate text-sm text-muted">{artwork.medium || 'Medium not set'}</p>
          </div>
        </div>
      ),
    },
    {
      header: 'Artist',
      cell: (artwork) => (
        // The artist's real profile: the spec's /artist-profile/{id} is a 404 (README, deviations).
        <Link
          to="/artist/$id"
          params={{ id: artwork.artistId }}
          className="text-ink underline-offset-4 hover:text-accent hover:underline"
        >
          {artwork.artistName || 'Unknown Artist'}
        </Link>
      ),
    },
    {
      header: 'Details',
      cell: (artwork) => (
        <div className="text-sm">
          {artworkDetailLines(artwork).map((line) => (
            <p key={line} className="whitespace-nowrap">
              {line}
            </p>
          ))}
        </div>
      ),
    },
    { header: 'Status', cell: (artwork) => <StatusBadge status={artworkStatus(artwork)} /> },
    {
      header: 'Pricing',
      className: 'whitespace-nowrap tabular-nums',
      cell: (artwork) => formatPrice(artwork.price) ?? 'Not set',
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (artwork) => formatDate(artwork.createdAt) ?? 'Unknown',
    },
    {
      header: 'Actions',
      role: 'actions',
      hideHeader: true,
      cell: (artwork) => (
        <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap lg:justify-end">
          <Button variant="ghost" onClick={() => onDetails(artwork)} className="lg:min-h-9 lg:px-3.5">
            <Eye aria-hidden />
            Details
            <span className="sr-only"> of {artwork.title}</span>
          </Button>
          {approvalActions(artworkStatus(artwork)).map((decision) => (
            <DecisionButton
              key={decision}
              decision={decision}
              subject={artwork.title}
              onClick={() => onDecide(artwork, decision)}
              busy={pending?.artworkId === artwork.id && pending.approved === decisionApproves(decision)}
              disabled={pending !== null}
            />
          ))}
        </div>
      ),
    },
  ];
  return (
    <ResponsiveTable caption="Artworks" columns={columns} rows={artworks} rowKey={(artwork) => artwork.id} />
  );
}
