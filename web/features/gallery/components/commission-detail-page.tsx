import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Brush, Clock, SearchX, UserRound } from 'lucide-react';
import type { Commission } from '@contract/commission';
import { LoadError, PageContainer } from '@/components/layout/page';
import { ArtImage } from '@/components/ui/art-image';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { COMMISSION_IMAGE_UNAVAILABLE } from '@/components/cards/commission-card';
import { isApiError } from '@/lib/api-client';
import type * as Pending from '@/lib/pending-action';
import { formatPrice } from '@/lib/format';
import { artistQueryOptions } from '@/api/artists';
import { useCurrentUser } from '@/api/auth';
import { commissionQueryOptions } from '@/api/commissions';
import { similarRequestDraft, type SimilarRequestDraft } from '@/features/gallery/similar-request';

/** The commission request dialog, handed in by the route (it belongs to the commission-requests feature). */
export type SimilarRequestDialogSlot = (props: {
  open: boolean;
  onClose: () => void;
  artistId: number;
  artistName: string;
  initialValues: SimilarRequestDraft;
  heading: string;
}) => ReactNode;

export const REQUEST_SIMILAR = 'Request something similar';

/** `/commission/$id`: a showcase commission, its artist and a request for something like it. */
export function CommissionDetailPage({
  id,
  requestDialog,
}: {
  id: number;
  requestDialog: SimilarRequestDialogSlot;
}) {
  const query = useQuery(commissionQueryOptions(id));
  if (query.data) return <CommissionDetail commission={query.data} requestDialog={requestDialog} />;
  if (query.isPending) return <CommissionDetailSkeleton />;
  if (isApiError(query.error) && query.error.status === 404) return <CommissionNotFound />;
  return (
    <PageContainer className="py-12">
      <LoadError what="this commission" onRetry={() => void query.refetch()} />
    </PageContainer>
  );
}

function CommissionDetail({
  commission,
  requestDialog,
}: {
  commission: Commission;
  requestDialog: SimilarRequestDialogSlot;
}) {
  const { data: user } = useCurrentUser();
  const artist = useQuery(artistQueryOptions(commission.artistId));
  const [requesting, setRequesting] = useState(false);
  // Back from signing in after 'Log in to request something similar': the dialog opens.
  const requestKey = `commission:${commission.id}`;
  const reopen = useEffectEvent(({ takeAction }: typeof Pending) => {
    if (takeAction('request', (a) => a.key === requestKey)) setRequesting(true);
  });
  useEffect(() => {
    if (user && artist.data) void import('@/lib/pending-action').then(reopen);
  }, [user, artist.data]);
  const artistName = artist.data?.displayName || commission.artistName;
  const isOwn = !!user && !!artist.data && artist.data.userId === user.id;
  const price = formatPrice(commission.price);
  const facts: Array<[string, string]> = [];
  if (commission.medium) facts.push(['Medium', commission.medium]);
  if (commission.dimensions) facts.push(['Dimensions', commission.dimensions]);
  if (commission.completionTime) facts.push(['Completion time', commission.completionTime]);
  if (price) facts.push(['Price', price]);

  return (
    <PageContainer className="pt-6 pb-16">
      <Link
        to="/commissions"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Commission Gallery
      </Link>
      <div className="mt-4 grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <ArtImage
            src={commission.imageUrl}
            variants={commission.variants}
            alt={commission.title}
            aspectRatio="4 / 3"
            sizes="(min-width: 1024px) 58vw, 100vw"
            unavailableText={COMMISSION_IMAGE_UNAVAILABLE}
            priority
            className="rounded-(--radius-card) ring-1 ring-line"
          />
        </div>
        <div className="space-y-6 lg:col-span-5">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted uppercase">Commissioned work</p>
            <h1 className="mt-1 text-4xl font-medium text-ink">{commission.title}</h1>
            <p className="mt-2 text-muted">
              by{' '}
              <Link
                to="/artist/$id"
                params={{ id: commission.artistId }}
                className="font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
              >
                {artistName}
              </Link>
            </p>
          </div>
          {commission.description ? (
            <p className="leading-relaxed whitespace-pre-line text-ink">{commission.description}</p>
          ) : null}
          {facts.length ? (
            <dl className="grid grid-cols-2 gap-4 rounded-(--radius-card) border border-line bg-surface p-5 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-ink tabular-nums">
                    {label === 'Completion time' ? <Clock aria-hidden className="size-3.5" /> : null}
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="space-y-3">
            <p className="text-sm text-muted">
              Like this piece? Ask {artistName} for one of your own: the request starts with this medium, and
              you add what you have in mind.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {isOwn ? (
                <p className="text-sm text-muted">This is your own commission.</p>
              ) : user ? (
                <Button onClick={() => setRequesting(true)} disabled={artist.isError}>
                  <Brush aria-hidden />
                  {REQUEST_SIMILAR}
                </Button>
              ) : (
                <ButtonLink
                  to="/login"
                  search={{ redirect: `/commission/${commission.id}` }}
                  onClick={() =>
                    void import('@/lib/pending-action').then((m) =>
                      m.rememberAction({ kind: 'request', key: requestKey }),
                    )
                  }
                >
                  <Brush aria-hidden />
                  Log in to request something similar
                </ButtonLink>
              )}
              <ButtonLink to="/artist/$id" params={{ id: commission.artistId }} variant="secondary">
                <UserRound aria-hidden />
                View artist profile
              </ButtonLink>
            </div>
            {artist.isError ? (
              <p className="text-sm text-muted">
                This artist is not taking requests here right now: their profile could not be loaded.
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {user && !isOwn && artist.data
        ? requestDialog({
            open: requesting,
            onClose: () => setRequesting(false),
            artistId: commission.artistId,
            artistName,
            initialValues: similarRequestDraft(commission),
            heading: REQUEST_SIMILAR,
          })
        : null}
    </PageContainer>
  );
}

function CommissionDetailSkeleton() {
  return (
    <PageContainer className="pt-6 pb-16">
      <div role="status" aria-live="polite">
        <p className="text-sm text-muted">Loading commission...</p>
      </div>
      <div aria-hidden className="mt-6 grid gap-10 lg:grid-cols-12">
        <Skeleton className="aspect-[4/3] w-full rounded-(--radius-card) lg:col-span-7" />
        <div className="space-y-4 lg:col-span-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </PageContainer>
  );
}

export function CommissionNotFound() {
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h1 className="mt-4 text-3xl font-medium text-ink">Commission Not Found</h1>
      <p className="mt-2 text-muted">This commission is not in the gallery any more.</p>
      <ButtonLink to="/commissions" className="mt-6">
        Back to Commission Gallery
      </ButtonLink>
    </PageContainer>
  );
}
