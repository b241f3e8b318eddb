import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The form (react-hook-form, zod) loads when a visitor first opens it, not with the public page.
const CommissionRequestDialog = lazy(() =>
  import('@/features/commission-requests/components/commission-request-dialog').then((module) => ({
    default: module.CommissionRequestDialog,
  })),
);

/**
 * The commission request dialog, fetched the first time it opens and kept mounted afterwards (so
 * its closing transition and typed text survive like the eager dialog's).
 */
export function LazyRequestDialog(props: ComponentProps<typeof CommissionRequestDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommissionRequestDialog {...props} />
    </Suspense>
  );
}
