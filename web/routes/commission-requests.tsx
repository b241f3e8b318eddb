import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { CommissionRequestsPage } from '@/features/commission-requests/components/commission-requests-page';
import {
  REQUEST_TABS,
  type RequestTab,
} from '@/features/commission-requests/components/commission-requests-view';

const SearchSchema = z.object({ tab: z.enum(REQUEST_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/commission-requests')({
  validateSearch: (raw: Record<string, unknown>): { tab?: RequestTab } => SearchSchema.parse(raw),
  component: () => (
    // Signed out: the guard's log-in prompt ('Authentication Required: Please log in to access this page.').
    <RouteGuard>
      <CommissionRequestsPage />
    </RouteGuard>
  ),
});
