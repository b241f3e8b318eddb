import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '@/lib/search-enum';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';
import { AuthLayout } from './-components/auth-layout';

/** The page of a mailed confirmation link (a new account, or a new address): `/verify-email?token=...`. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  component: function VerifyEmailPage() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout title="Confirm your e-mail" description="One click and your address is confirmed.">
        <VerifyEmailView token={token ?? ''} />
      </AuthLayout>
    );
  },
});
