import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { PageContainer, PageHeader } from './page';

export interface PlaceholderPageProps {
  title: string;
  description: string;
  /** Links onward while this screen is being built. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A temporary page body for screens still being built (web part 2): says honestly what the page is
 * for and offers a way on. Delete it when the last screen is done.
 */
export function PlaceholderPage({ title, description, actions, children }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      {children}
      <div className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-dashed border-line-strong p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-subtle text-muted">
          <Hammer aria-hidden className="size-5" />
        </span>
        <p className="flex-1 text-sm text-muted">
          This part of Atelier is coming soon. Thanks for your patience.
        </p>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </PageContainer>
  );
}
