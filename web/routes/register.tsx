import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthLayout } from './-components/auth-layout';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <AuthLayout
      title="Join Atelier"
      description="Collect art you love, or open your studio to collectors. Artist accounts are reviewed before they go live."
    >
      <RegisterForm />
    </AuthLayout>
  );
}
