import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@/features/auth/components/route-guard';
import { MessagesPage } from '@/features/commission-requests/components/messages-page';
import { positiveInt } from '@/lib/search-enum';

export const Route = createFileRoute('/messages')({
  validateSearch: (raw: Record<string, unknown>): { conversation?: number } => ({
    conversation: positiveInt(raw.conversation),
  }),
  component: function MessagesRoute() {
    const { conversation } = Route.useSearch();
    return (
      <RouteGuard>
        <MessagesPage focusedId={conversation} />
      </RouteGuard>
    );
  },
});
