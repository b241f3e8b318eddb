import { formatPriceRange } from './money';

/**
 * What an artist offers for commission (issue 26, point 1): Open, Waitlist or Closed, and the rules
 * read from a service. Zod-free, so the public pages import them without the schemas
 * (contract/commission-service.ts re-exports all of it for the API).
 */
export const SERVICE_STATUSES = ['open', 'waitlist', 'closed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  open: 'Open',
  waitlist: 'Waitlist',
  closed: 'Closed',
};

/** The fields of a service that its intake and badge depend on. */
interface ServiceIntakeFields {
  status: ServiceStatus;
  /** Open slots offered; null when unlimited. */
  slots: number | null;
  slotsTaken: number;
}

/** Whether a slot is free: no limit, or fewer taken than offered. */
export function hasFreeSlot(service: Pick<ServiceIntakeFields, 'slots' | 'slotsTaken'>): boolean {
  return service.slots === null || service.slotsTaken < service.slots;
}

/**
 * What a new request to the service does: 'refused' (Closed), 'waitlist' (Waitlist, or Open with
 * every slot taken) or 'open' (straight to the artist's pending requests).
 */
export function serviceIntake(service: ServiceIntakeFields): 'refused' | 'waitlist' | 'open' {
  if (service.status === 'closed') return 'refused';
  if (service.status === 'waitlist' || !hasFreeSlot(service)) return 'waitlist';
  return 'open';
}

/** The badge text a visitor sees, e.g. "Open · 2 of 3 slots left", "Waitlist · 4 waiting", "Closed". */
export function serviceStatusText(service: ServiceIntakeFields & { waitlistCount: number }): string {
  const intake = serviceIntake(service);
  if (intake === 'refused') return 'Closed';
  if (intake === 'waitlist') {
    const full = service.status === 'open' ? 'Full · waitlist' : 'Waitlist';
    return service.waitlistCount > 0 ? `${full} · ${service.waitlistCount} waiting` : full;
  }
  if (service.slots === null) return 'Open';
  return `Open · ${service.slots - service.slotsTaken} of ${service.slots} slots left`;
}

/** "$50–$1,200" or "$80". */
export function priceRangeText(service: { priceMin: number; priceMax: number }): string {
  return formatPriceRange(service.priceMin, service.priceMax);
}
