import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth/components/password-reset-forms';
import { AuthLayout } from './-components/auth-layout';

export const Route = createFileRoute('/forgot-password')({
  component: function ForgotPasswordPage() {
    return (
      <AuthLayout
        title="Forgot password?"
        description="Enter the e-mail of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm />
      </AuthLayout>
    );
  },
});
