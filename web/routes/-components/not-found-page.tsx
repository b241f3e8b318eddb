import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useMarkPageHydrated } from '@/lib/page-hydration';

/** Any unknown path (spec section 2), such as the spec's /artist-profile/{id} (the admin links to /artist/{id}). */
export function NotFoundPage() {
  useMarkPageHydrated();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-5 py-24 text-center sm:py-32">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-subtle text-accent">
        <Compass aria-hidden className="size-6" />
      </span>
      <p className="text-sm font-medium text-accent">404</p>
      <h1 className="mt-2 text-4xl font-medium text-ink sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-muted">
        This page doesn't exist or has moved. The art is still where you left it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/artworks" variant="secondary">
          Browse the gallery
        </ButtonLink>
      </div>
    </section>
  );
}
