import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

/** The management screens' way back to /admin (in the page header's eyebrow slot). */
export function BackToDashboard() {
  return (
    <Link
      to="/admin"
      className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Dashboard
    </Link>
  );
}
