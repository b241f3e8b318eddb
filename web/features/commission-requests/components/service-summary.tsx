import type { CommissionService } from '@contract/commission-service';
import { priceRangeText, serviceIntake } from '@contract/commission-service-rules';
import { ServiceStatusBadge } from '@/components/commission-services/service-card';

/** The service a request starts from, above the form: its terms and what sending will do. */
export function ServiceSummary({ service }: { service: CommissionService }) {
  const waitlist = serviceIntake(service) === 'waitlist';
  return (
    <div
      className="mb-5 rounded-xl border border-line bg-subtle/40 p-4 text-sm"
      data-testid="service-summary"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">{service.title}</p>
        <ServiceStatusBadge service={service} />
      </div>
      <p className="mt-1 text-muted">
        {priceRangeText(service)} · about {service.turnaroundDays} days · {service.revisionsIncluded}{' '}
        {service.revisionsIncluded === 1 ? 'revision' : 'revisions'} included · {service.usageRights}
      </p>
      {waitlist ? (
        <p className="mt-2 font-medium text-warning">
          No slot is free right now: your request joins the waitlist and you will see your place in it.
        </p>
      ) : null}
    </div>
  );
}
