import type { ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';

/** A render or loader error in a route: say so plainly and offer a retry. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center px-5 py-24 text-center">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="text-3xl font-medium text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">This page hit a problem while loading. Please try again.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>Try again</Button>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
