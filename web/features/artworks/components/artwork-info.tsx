import type { Artwork } from '@contract/artwork';
import { Badge } from '@/components/ui/badge';

const NOT_SPECIFIED = 'Not specified';

/** Title (serif) with the specialty and medium badges, and a pending or rejected note for the artist. */
export function ArtworkTitle({
  artwork,
}: {
  artwork: Pick<Artwork, 'title' | 'specialty' | 'medium' | 'artistName' | 'approvalStatus'>;
}) {
  return (
    <header>
      <div className="flex flex-wrap gap-2">
        {artwork.specialty ? <Badge tone="accent">{artwork.specialty}</Badge> : null}
        {artwork.medium ? <Badge tone="outline">{artwork.medium}</Badge> : null}
        {artwork.approvalStatus === 'pending' ? <Badge tone="warning">Pending</Badge> : null}
        {artwork.approvalStatus === 'rejected' ? <Badge tone="danger">Rejected</Badge> : null}
      </div>
      <h1 className="mt-3 text-4xl leading-tight font-medium text-ink sm:text-5xl">{artwork.title}</h1>
      {artwork.artistName ? <p className="mt-2 text-lg text-muted">by {artwork.artistName}</p> : null}
    </header>
  );
}

/** 'About This Piece': the description, then the details Medium, Dimensions and Style (the specialty). */
export function ArtworkAbout({
  artwork,
}: {
  artwork: Pick<Artwork, 'description' | 'medium' | 'dimensions' | 'specialty' | 'yearCreated'>;
}) {
  const details: Array<[string, string]> = [
    ['Medium', artwork.medium || NOT_SPECIFIED],
    ['Dimensions', artwork.dimensions || NOT_SPECIFIED],
    ['Style', artwork.specialty || NOT_SPECIFIED],
  ];
  if (artwork.yearCreated) details.push(['Year', String(artwork.yearCreated)]);
  return (
    <div className="space-y-8">
      <section aria-labelledby="about-piece">
        <h2 id="about-piece" className="text-2xl font-medium text-ink">
          About This Piece
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/90">
          {artwork.description?.trim() || "The artist hasn't written about this piece yet."}
        </p>
      </section>
      <section aria-labelledby="piece-details">
        <h2 id="piece-details" className="text-2xl font-medium text-ink">
          Details
        </h2>
        <dl className="mt-3 divide-y divide-line border-y border-line">
          {details.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-6 py-3 text-sm">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
