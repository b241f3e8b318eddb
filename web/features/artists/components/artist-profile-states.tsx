import type { ReactNode } from 'react';
import { ArrowLeft, UserX } from 'lucide-react';
import { PageContainer } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A skeleton of the profile: avatar, name, actions, bio and the artwork grid. */
export function ArtistProfileSkeleton({ grid }: { grid?: ReactNode }) {
  return (
    <PageContainer className="pt-6 pb-16">
      <div role="status" aria-live="polite" className="sr-only">
        Loading artist profile...
      </div>
      <div aria-hidden>
        <Skeleton className="h-5 w-32" />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:gap-8">
          <Skeleton className="size-28 shrink-0 rounded-full sm:size-40" />
          <div className="flex-1 space-y-4">
            <Skeleton className="h-12 w-72 max-w-full" />
            <Skeleton className="h-6 w-48" />
            <div className="flex gap-3">
              <Skeleton className="h-11 w-36 rounded-full" />
              <Skeleton className="h-11 w-28 rounded-full" />
            </div>
          </div>
        </div>
        <Skeleton className="mt-12 h-24 w-full max-w-3xl" />
      </div>
      {grid}
    </PageContainer>
  );
}

/** GET /api/artists/{id} answered 404 (missing, or not approved). */
export function ArtistNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-5 py-24 text-center sm:py-32">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-subtle text-accent">
        <UserX aria-hidden className="size-6" />
      </span>
      <h1 className="text-4xl font-medium text-ink sm:text-5xl">Artist Not Found</h1>
      <p className="mt-4 text-muted">This artist's profile doesn't exist, or it isn't public right now.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <ArrowLeft aria-hidden />
          Return Home
        </ButtonLink>
        <ButtonLink to="/artists" variant="secondary">
          Meet Our Artists
        </ButtonLink>
      </div>
    </section>
  );
}
