import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '@/lib/search-enum';
import { UnsubscribeView } from '@/features/auth/components/unsubscribe-view';
import { AuthLayout } from './-components/auth-layout';

/** The unsubscribe link of a notification mail (issue 24 point 6): `/unsubscribe?token=...`. */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  component: function UnsubscribePage() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout title="E-mail notifications" description="One click, and that kind of e-mail stops.">
        <UnsubscribeView token={token ?? ''} />
      </AuthLayout>
    );
  },
});
