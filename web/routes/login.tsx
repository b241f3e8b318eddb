import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthLayout } from './-components/auth-layout';

export const Route = createFileRoute('/login')({
  component: LoginPage,
});

function LoginPage() {
  return (
    <AuthLayout title="Log in" description="Sign in to send commission requests and manage your studio.">
      <LoginForm />
    </AuthLayout>
  );
}
