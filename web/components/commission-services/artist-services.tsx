import { Link } from '@tanstack/react-router';
import type { CommissionService } from '@contract/commission-service';
import { Section } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommissionServices } from '@/api/commission-services';
import { ServiceCard } from './service-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The artist's commission services on their public profile, each with its status; 'Request this'
 * opens the request dialog prefilled from the service. Nothing when the artist offers none.
 */
export function ArtistServices({
  artistId,
  artistName,
  onRequest,
}: {
  artistId: number;
  artistName: string;
  onRequest?: (service: CommissionService) => void;
}) {
  const services = useCommissionServices({ artistId });
  // Offline with nothing cached, the query waits (paused): the profile shows no section.
  if (services.isPending && services.fetchStatus !== 'paused')
    return (
      <div className={GRID}>
        <Skeleton className="h-72 w-full" />
      </div>
    );
  if (!services.data?.length) return null;
  return (
    <div id="services" className="scroll-mt-24">
      <Section title="Commission services" description={`What ${artistName} offers to make for you`}>
        <ul aria-label="Commission services" className={GRID}>
          {services.data.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} onRequest={onRequest} />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** The Commission Gallery's strip of services from every artist, each leading to its artist's profile. */
export function ServicesStrip() {
  const services = useCommissionServices({});
  if (!services.data?.length) return null;
  return (
    <section aria-labelledby="services-strip-title" className="mb-8">
      <h2 id="services-strip-title" className="text-2xl font-medium text-ink">
        Commission services
      </h2>
      <p className="mt-1 text-sm text-muted">
        What our artists offer now:{' '}
        <Link to="/artists" className="font-medium text-accent">
          meet them all
        </Link>{' '}
        or request from a service on the artist's profile.
      </p>
      <ul
        aria-label="Commission services"
        className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible"
      >
        {services.data.slice(0, 6).map((service) => (
          <li key={service.id} className="flex w-[82%] shrink-0 snap-start sm:w-[45%] lg:w-auto">
            <ServiceCard
              service={service}
              showArtist
              compact
              actions={
                <ButtonLink
                  to="/artist/$id"
                  params={{ id: service.artistId }}
                  hash="services"
                  variant="secondary"
                >
                  See {service.artistName}'s services
                </ButtonLink>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
