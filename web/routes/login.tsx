import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnSearch } from '@/lib/return-search';
import { AuthLayout } from './-components/auth-layout';

export const Route = createFileRoute('/login')({
  validateSearch: returnSearch,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout title="Log in" description="Sign in to send commission requests and manage your studio.">
      <LoginForm returnTo={redirect} />
    </AuthLayout>
  );
}
