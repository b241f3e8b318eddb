import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { returnSearch } from '@/lib/return-search';
import { AuthLayout } from './-components/auth-layout';

export const Route = createFileRoute('/register')({
  validateSearch: returnSearch,
  component: RegisterPage,
});

function RegisterPage() {
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout
      title="Join Atelier"
      description="Collect art you love, or open your studio to collectors. Artist accounts are reviewed before they go live."
    >
      <RegisterForm returnTo={redirect} />
    </AuthLayout>
  );
}
