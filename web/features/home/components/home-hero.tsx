import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { ArtImage } from '@/components/ui/art-image';
import { ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/layout/page';
import { artworkImageSource } from '@/components/cards/artwork-image';
import { latestArtworksQuery } from '@/features/home/home-queries';

export function HomeHero() {
  const { data } = useQuery(latestArtworksQuery());
  const feature = data?.items[0];
  const image = feature ? artworkImageSource(feature) : null;
  return (
    <PageContainer className="grid items-center gap-10 pt-12 pb-16 sm:pt-20 md:grid-cols-[1.15fr_1fr] lg:gap-16">
      <div>
        <p className="text-sm font-medium tracking-wide text-accent uppercase">
          Original art · Prints · Commissions
        </p>
        <h1 className="mt-4 text-5xl leading-[1.05] font-medium text-ink sm:text-6xl lg:text-7xl">
          Discover Extraordinary Art
        </h1>
        <p className="mt-6 max-w-xl text-lg text-muted">
          Original works and prints from young and emerging artists, chosen by people who care. Find a piece
          that stays with you, or commission one made just for you.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/artworks" size="lg">
            Explore the gallery
            <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink to="/register" size="lg" variant="secondary">
            Join as an artist
          </ButtonLink>
        </div>
      </div>
      <figure className="hidden md:block">
        <ArtImage
          src={image?.src ?? null}
          variants={image?.variants}
          width={image?.width}
          height={image?.height}
          alt={image?.alt ?? 'An abstract landscape'}
          aspectRatio="4 / 5"
          sizes="(min-width: 1280px) 560px, 45vw"
          priority
          className="rounded-[1.25rem] shadow-lift ring-1 ring-line"
        />
        {feature ? (
          <figcaption className="mt-3 text-sm text-muted">
            <Link
              to="/artwork/$id"
              params={{ id: feature.id }}
              className="font-display text-base text-ink hover:text-accent"
            >
              {feature.title}
            </Link>{' '}
            by {feature.artistName}
          </figcaption>
        ) : null}
      </figure>
    </PageContainer>
  );
}
