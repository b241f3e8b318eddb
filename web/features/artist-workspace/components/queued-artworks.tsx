import { AlertTriangle, CloudUpload, ImageIcon } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { Badge } from '@/components/ui/badge';
import { queuedEditChanges, type QueuedArtworkEdit } from '@/features/artist-workspace/queued-artwork-edit';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { useQueuedFileUrl, useQueuedWrites } from '@/offline/use-outbox';

type QueuedCreate = OutboxItem & { command: WriteCommand<'createArtwork'> };

/**
 * Artworks drafted offline, from the outbox: shown in the dashboard with their first photo and
 * 'Waiting to sync' until the runner has sent them (then the list from the server has them).
 */
export function QueuedArtworks() {
  const drafts = useQueuedWrites('createArtwork');
  if (!drafts.length) return null;
  return (
    <section aria-label="Artworks waiting to sync" className="mb-8">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {drafts.map((draft) => (
          <QueuedArtworkCard key={draft.seq} draft={draft} />
        ))}
      </ul>
    </section>
  );
}

function QueuedArtworkCard({ draft }: { draft: QueuedCreate }) {
  const files = draft.command.files ?? [];
  const photo = useQueuedFileUrl(files[0]);
  const body = draft.command.body as { title?: string } | undefined;
  const conflict = draft.status === 'conflict';
  return (
    <li className="flex flex-col" data-testid="queued-artwork">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-subtle">
        {photo ? (
          <img src={photo} alt="" className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="absolute inset-0 m-auto size-8 text-muted" />
        )}
      </div>
      <div className="mt-3 flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-medium text-ink">{body?.title ?? 'Untitled'}</h3>
        {conflict ? (
          <Badge tone="warning">
            <AlertTriangle aria-hidden /> Needs attention
          </Badge>
        ) : (
          <Badge tone="accent">
            <CloudUpload aria-hidden /> Waiting to sync
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted">
        {files.length} {files.length === 1 ? 'photo' : 'photos'}
        {conflict && draft.error ? ` · ${draft.error}` : ' · saved on this device'}
      </p>
    </li>
  );
}

/**
 * Under a saved artwork's card while an edit of it waits in the outbox: 'Waiting to sync' and the
 * values it will get, or 'Needs attention' and why the server refused it.
 */
export function QueuedEditNote({
  artwork,
  edits,
}: {
  artwork: Artwork;
  edits?: readonly QueuedArtworkEdit[];
}) {
  if (!edits?.length) return null;
  const refused = edits.find((edit) => edit.status === 'conflict');
  const changes = queuedEditChanges(artwork, edits);
  return (
    <div
      data-testid="queued-edit"
      className="mt-2 rounded-lg border border-line bg-subtle px-3 py-2 text-sm text-ink"
    >
      {refused ? (
        <Badge tone="warning">
          <AlertTriangle aria-hidden /> Needs attention
        </Badge>
      ) : (
        <Badge tone="accent">
          <CloudUpload aria-hidden /> Waiting to sync
        </Badge>
      )}
      <p className="mt-1 break-words">
        Edit saved on this device{changes.length ? `: ${changes.join(' · ')}` : ''}
      </p>
      {refused?.error ? <p className="mt-0.5 break-words text-warning">{refused.error}</p> : null}
    </div>
  );
}
