import { ArrowLeft, SearchX } from 'lucide-react';
import { PageContainer } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export const LOADING_ARTWORK_TEXT = 'Loading artwork details...';

/** A skeleton of the final layout, announced as 'Loading artwork details...'. */
export function ArtworkDetailSkeleton() {
  return (
    <PageContainer className="pt-6 pb-16">
      <div role="status" aria-live="polite">
        <p className="text-sm text-muted">{LOADING_ARTWORK_TEXT}</p>
      </div>
      <div aria-hidden className="mt-6 grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <Skeleton className="aspect-[4/5] w-full max-w-[36rem] rounded-(--radius-card) lg:mx-auto" />
          <div className="mt-4 flex gap-3">
            <Skeleton className="size-16 sm:size-20" />
            <Skeleton className="size-16 sm:size-20" />
            <Skeleton className="size-16 sm:size-20" />
          </div>
        </div>
        <div className="space-y-6 lg:col-span-5">
          <div className="flex gap-2">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-72 w-full rounded-(--radius-card)" />
          <Skeleton className="h-28 w-full rounded-(--radius-card)" />
        </div>
      </div>
    </PageContainer>
  );
}

/** GET /api/artworks/{id} answered 404 (missing, or not visible to this viewer). */
export function ArtworkNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-5 py-24 text-center sm:py-32">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-subtle text-accent">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h1 className="text-4xl font-medium text-ink sm:text-5xl">Artwork Not Found</h1>
      <p className="mt-4 text-muted">This artwork doesn't exist, or it isn't on show right now.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <ArrowLeft aria-hidden />
          Back to Home
        </ButtonLink>
        <ButtonLink to="/artworks" variant="secondary">
          Browse the gallery
        </ButtonLink>
      </div>
    </section>
  );
}
