import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LockKeyhole, ShieldAlert } from 'lucide-react';
import type { Role } from '@contract/enums';
import { ACCESS_DENIED_TEXT, AUTH_REQUIRED_TEXT, checkAccess } from '@/lib/access';
import { splitTitle } from '@/lib/spec-text';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/api/auth';

export interface RouteGuardProps {
  /** Required role; app_admin and super_admin always pass. Omit to require any signed-in user. */
  role?: Role;
  children: ReactNode;
}

/**
 * Shows the page only to who may see it; otherwise the spec's texts in place (no redirect):
 * 'Authentication Required…' with a link to /login, or 'Access Denied…'.
 */
export function RouteGuard({ role, children }: RouteGuardProps) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <GuardSkeleton />;

  const access = checkAccess(user, role);
  if (access === 'allowed') return children;
  if (access === 'unauthenticated') {
    const { title, description } = splitTitle(AUTH_REQUIRED_TEXT);
    return (
      <GuardMessage
        icon={<LockKeyhole aria-hidden className="size-6" />}
        title={title}
        description={description}
      >
        <ButtonLink to="/login">Log in</ButtonLink>
        <ButtonLink to="/register" variant="secondary">
          Create an account
        </ButtonLink>
      </GuardMessage>
    );
  }
  const { title, description } = splitTitle(ACCESS_DENIED_TEXT);
  return (
    <GuardMessage
      icon={<ShieldAlert aria-hidden className="size-6" />}
      title={title}
      description={description}
    >
      <ButtonLink to="/" variant="secondary">
        Back to Home
      </ButtonLink>
    </GuardMessage>
  );
}

function GuardMessage({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-5 py-20 text-center sm:py-28"
      aria-labelledby="guard-title"
    >
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-subtle text-accent">
        {icon}
      </span>
      <h1 id="guard-title" className="text-3xl font-medium text-ink">
        {title}
      </h1>
      {description ? <p className="mt-3 text-muted">{description}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      <p className="mt-6 text-sm text-muted">
        Or keep browsing the{' '}
        <Link
          to="/artworks"
          className="text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
        >
          gallery
        </Link>
        .
      </p>
    </section>
  );
}

function GuardSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-5 py-12" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
