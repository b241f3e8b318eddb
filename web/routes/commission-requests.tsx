import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { CommissionRequestsPage } from '@/features/commission-requests/components/commission-requests-page';
import { REQUEST_TABS, type RequestTab } from '@/features/commission-requests/request-tabs';
import { oneOf, positiveInt } from '@/lib/search-enum';

export const Route = createFileRoute('/commission-requests')({
  validateSearch: (
    raw: Record<string, unknown>,
  ): {
    tab?: RequestTab;
    request?: number;
    queued?: number;
    review?: number;
    proposal?: number;
    update?: number;
  } => ({
    tab: oneOf(REQUEST_TABS, raw.tab),
    // A notification's link: the request whose card (and thread) to open.
    request: positiveInt(raw.request),
    // A commission request queued on this device, to reopen in its form (Edit in the sync panel).
    queued: positiveInt(raw.queued),
    // A review queued on this device, to reopen in the request's review form (with `request`).
    review: positiveInt(raw.review),
    // A proposal or a work update queued on this device, to reopen in the card's form (with `request`).
    proposal: positiveInt(raw.proposal),
    update: positiveInt(raw.update),
  }),
  component: () => (
    // Signed out: the guard's log-in prompt ('Authentication Required: Please log in to access this page.').
    <RouteGuard>
      <CommissionRequestsPage />
    </RouteGuard>
  ),
});
