import { useState } from 'react';
import { AlertTriangle, ArrowLeft, CloudUpload } from 'lucide-react';
import type { Artist, ArtistProfileBody } from '@contract/artist';
import { LoadError, PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyArtist } from '@/api/artists';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { useLoadedOutboxItems } from '@/offline/use-outbox';
import { useQueuedFormStart } from '@/offline/use-queued-form-start';
import { profileFormDefaults } from '@/features/artist-workspace/profile-form-schema';
import {
  queuedCreateStart,
  queuedProfileCreates,
  type QueuedProfileCreate,
} from '@/features/artist-workspace/queued-profile-create';
import { ArtistProfileForm } from './artist-profile-form';
import { commandPathId } from '@/lib/write-command';

/** The artist profile edit page: 'Create My Artist Profile' without a profile, else 'Edit My Artist Profile'. */
export function ArtistProfileEditor() {
  const myArtist = useMyArtist();
  const outbox = useLoadedOutboxItems();
  return (
    <PageContainer width="narrow" className="pb-16">
      <ButtonLink to="/artist-dashboard" variant="link" className="mt-6">
        <ArrowLeft aria-hidden /> Artist Dashboard
      </ButtonLink>
      <QueryView
        query={myArtist}
        pending={<EditorSkeleton />}
        error={<LoadError what="your artist profile" onRetry={() => void myArtist.refetch()} />}
      >
        {(artist) =>
          outbox === undefined ? (
            <EditorSkeleton />
          ) : (
            <>
              <PageHeader
                className="pt-4 sm:pt-6"
                title={artist ? 'Edit My Artist Profile' : 'Create My Artist Profile'}
                description={
                  artist
                    ? 'Your bio, specialties, links and images, as collectors see them.'
                    : 'Tell collectors who you are. Our team reviews new profiles before they appear in the marketplace.'
                }
              />
              <QueuedProfileForm artist={artist} items={outbox} />
            </>
          )
        }
      </QueryView>
    </PageContainer>
  );
}

type QueuedProfileEdit = OutboxItem & { command: WriteCommand<'updateArtist'> };

/** The edits of this profile still waiting in the outbox, oldest first. */
function queuedEdits(items: readonly OutboxItem[], artist: Artist): QueuedProfileEdit[] {
  return items.filter(
    (item): item is QueuedProfileEdit =>
      item.command.endpoint === 'updateArtist' && commandPathId(item.command) === artist.id,
  );
}

/**
 * The form, started from the profile's writes waiting in the outbox when there are some (its
 * queued create while it has none yet, else its queued edits), with a word on where they stand.
 */
function QueuedProfileForm({ artist, items }: { artist: Artist | null; items: readonly OutboxItem[] }) {
  // The creates as they were at opening: the form replaces those, and must not restart when one is sent.
  const [creates] = useState(() => (artist ? [] : queuedProfileCreates(items)));
  if (creates.length) {
    return (
      <>
        <QueuedNote items={creates} />
        <QueuedCreateForm creates={creates} />
      </>
    );
  }
  const edits = artist ? queuedEdits(items, artist) : [];
  const bodies = edits.map((edit) => (edit.command.body ?? {}) as ArtistProfileBody);
  return (
    <>
      <QueuedNote items={edits} />
      <ArtistProfileForm
        artist={artist}
        start={{ values: profileFormDefaults(artist, bodies), images: [], replaces: [] }}
      />
    </>
  );
}

/** The create form once the queued create's photos are read back from the outbox. */
function QueuedCreateForm({ creates }: { creates: readonly QueuedProfileCreate[] }) {
  const start = useQueuedFormStart(queuedCreateStart(creates));
  if (!start) {
    return (
      <div aria-busy="true" aria-label="Loading your saved profile">
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  return <ArtistProfileForm artist={null} start={start} />;
}

function QueuedNote({ items }: { items: readonly OutboxItem[] }) {
  if (!items.length) return null;
  const refused = items.find((item) => item.status === 'conflict');
  return (
    <div
      role="status"
      className="mb-8 flex items-start gap-2 rounded-xl border border-line bg-subtle p-3 text-sm text-ink"
    >
      {refused ? (
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      ) : (
        <CloudUpload aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      )}
      <p>
        {refused
          ? `Your changes saved on this device need attention: ${refused.error ?? 'the server refused them'}. They are filled in below.`
          : 'Your changes saved on this device are waiting to sync. They are filled in below.'}
      </p>
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your artist profile" className="space-y-6 pt-6">
      <Skeleton className="h-12 w-80 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
