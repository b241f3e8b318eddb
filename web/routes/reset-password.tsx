import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '@/lib/search-enum';
import { ResetPasswordForm } from '@/features/auth/components/password-reset-forms';
import { AuthLayout } from './-components/auth-layout';

/** The page of a mailed reset link: `/reset-password?token=...`. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: function ResetPasswordPage() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout
        title="Choose a new password"
        description="After this you are signed out on every device, and log in with the new password."
      >
        <ResetPasswordForm token={token ?? ''} />
      </AuthLayout>
    );
  },
});
