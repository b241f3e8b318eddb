import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The message form loads when a visitor first opens it, not with the public page.
const ContactArtistDialog = lazy(() =>
  import('@/features/commission-requests/components/contact-artist-dialog').then((module) => ({
    default: module.ContactArtistDialog,
  })),
);

/** 'Contact' → 'Write to …': the message dialog, fetched the first time it opens and kept mounted. */
export function LazyMessageDialog(props: ComponentProps<typeof ContactArtistDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ContactArtistDialog {...props} />
    </Suspense>
  );
}
