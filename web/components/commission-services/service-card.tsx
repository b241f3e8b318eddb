import { CalendarClock, RefreshCcw, Scale } from 'lucide-react';
import type { CommissionService } from '@contract/commission-service';
import { priceRangeText, serviceIntake, serviceStatusText } from '@contract/commission-service-rules';
import { ArtImage } from '@/components/ui/art-image';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';

const TONE = { open: 'success', waitlist: 'warning', refused: 'neutral' } as const satisfies Record<
  ReturnType<typeof serviceIntake>,
  BadgeTone
>;

export function ServiceStatusBadge({ service }: { service: CommissionService }) {
  return (
    <Badge tone={TONE[serviceIntake(service)]} data-testid="service-status">
      {serviceStatusText(service)}
    </Badge>
  );
}

/** What a request from the service button does, in the visitor's words. */
function requestLabel(service: CommissionService): string {
  const intake = serviceIntake(service);
  if (intake === 'refused') return 'Closed for requests';
  return intake === 'waitlist' ? 'Join the waitlist' : 'Request this';
}

export interface ServiceCardProps {
  service: CommissionService;
  /** Starts a request from the service; absent where the visitor may not request (own profile, signed out). */
  onRequest?: (service: CommissionService) => void;
  /** Shown instead of the request button (the artist's dashboard: Edit, Delete). */
  actions?: React.ReactNode;
  showArtist?: boolean;
  /** The gallery's strip: status, price, turnaround and examples only. */
  compact?: boolean;
}

/** One commission service: status, price range, turnaround, revisions, usage rights, examples. */
export function ServiceCard({
  service,
  onRequest,
  actions,
  showArtist = false,
  compact = false,
}: ServiceCardProps) {
  const titleId = `service-${service.id}-title`;
  const closed = serviceIntake(service) === 'refused';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="service-card"
      className="flex w-full flex-col rounded-(--radius-card) border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-medium break-words text-ink">
            {service.title}
          </h3>
          {showArtist ? <p className="text-sm text-muted">by {service.artistName}</p> : null}
        </div>
        <ServiceStatusBadge service={service} />
      </div>
      <p className="mt-1 text-xl font-medium text-ink">{priceRangeText(service)}</p>
      {service.examples.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {service.examples.slice(0, 3).map((example) => (
            <li key={example.imageId} className="overflow-hidden rounded-lg">
              <ArtImage
                src={example.imageUrl}
                variants={example.variants}
                alt={`Example: ${example.artworkTitle}`}
                aspectRatio="1 / 1"
                sizes="120px"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {compact ? (
        <p className="mt-3 text-sm text-muted">About {service.turnaroundDays} days</p>
      ) : (
        <ServiceTerms service={service} />
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {actions ??
          (onRequest ? (
            <Button
              variant={closed ? 'secondary' : 'primary'}
              disabled={closed}
              onClick={() => onRequest(service)}
              aria-describedby={titleId}
            >
              {requestLabel(service)}
            </Button>
          ) : null)}
      </div>
    </article>
  );
}

/** The description, turnaround, revisions, usage rights and add-ons. */
function ServiceTerms({ service }: { service: CommissionService }) {
  return (
    <>
      <p className="mt-3 line-clamp-4 text-sm leading-relaxed whitespace-pre-line text-ink">
        {service.description}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden className="size-4" /> About {service.turnaroundDays} days
        </li>
        <li className="flex items-center gap-2">
          <RefreshCcw aria-hidden className="size-4" />
          {service.revisionsIncluded === 1 ? '1 revision' : `${service.revisionsIncluded} revisions`} included
        </li>
        <li className="flex items-center gap-2">
          <Scale aria-hidden className="size-4" /> {service.usageRights}
        </li>
      </ul>
      {service.addOns.length ? (
        <p className="mt-2 text-sm text-muted">
          Add-ons: {service.addOns.map((addOn) => `${addOn.name} (+${formatPrice(addOn.price)})`).join(', ')}
        </p>
      ) : null}
    </>
  );
}
