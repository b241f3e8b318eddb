import type { Artist } from '@contract/artist';
import { formatMonthYear } from '@/lib/format';

export const NO_BIO_TEXT = "This artist hasn't added a bio yet.";

/** 'About': the bio, or the spec's fallback text. */
export function ArtistAbout({ artist }: { artist: Pick<Artist, 'bio' | 'displayName' | 'createdAt'> }) {
  const since = formatMonthYear(artist.createdAt);
  return (
    <section aria-labelledby="about-artist" className="max-w-3xl">
      <h2 id="about-artist" className="text-2xl font-medium text-ink">
        About
      </h2>
      <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-ink/90">
        {artist.bio?.trim() || NO_BIO_TEXT}
      </p>
      {since ? <p className="mt-3 text-sm text-muted">On Atelier since {since}</p> : null}
    </section>
  );
}
