import { useEffect, useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { CommissionRequest } from '@contract/commission-request';
import { CommissionUpdateInputSchema, type CommissionUpdateInput } from '@contract/commission-work-api';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { OutboxItemGoneError, type OutboxItem } from '@/offline/outbox';
import { queuedFile } from '@/offline/queued-files';
import { useQueuedWrites } from '@/offline/use-outbox';
import { useQueuedFormStart } from '@/offline/use-queued-form-start';
import { useQueuedItemEdit } from '@/offline/use-replacing-write';
import { useReopenedItem } from '@/components/layout/use-reopened-item';
import { usePostCommissionUpdate, workUpdateLabel } from '../api/work';
import { useMove } from './work-moves';
import { commandPathId } from '@/lib/write-command';

/** At most this many images on one work update. */
const MAX_IMAGES = 6;

/**
 * The artist's side of the work (issue 26 points 3 and 4): a work update with images on the
 * milestone in work, which may deliver it for approval, and a request to move the delivery date.
 * Both work offline through the outbox. A work update saved on this device reopens here from the
 * sync panel's Edit (`?update=<seq>`), text, photos and delivery as queued; saving replaces it.
 */
export function ArtistTools({
  request,
  current,
  onPosted,
}: {
  request: CommissionRequest;
  current: number;
  /** A work update was posted (the panel opens the log to show it). */
  onPosted: () => void;
}) {
  const { run, pending } = useMove(request);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const reopened = useReopenedItem(
    useQueuedWrites('postCommissionUpdate', (command) => commandPathId(command) === request.id),
    'update',
  );

  return (
    <>
      {reopened.item ? (
        <QueuedWorkUpdate
          key={reopened.item.seq}
          request={request}
          current={current}
          item={reopened.item}
          onDone={reopened.done}
        />
      ) : (
        <WorkUpdateForm request={request} current={current} onPosted={onPosted} />
      )}
      {request.proposal!.deliveryDate && request.proposal!.extension?.state !== 'asked' ? (
        <form
          aria-label="Ask for an extension"
          className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void run({ move: 'request_extension', deliveryDate: date, reason }, 'Extension asked for').then(
              (ok) => ok && (setDate(''), setReason('')),
            );
          }}
        >
          <label className="grid gap-1 text-muted">
            New delivery date
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          <label className="grid gap-1 text-muted">
            Reason
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary" disabled={pending || !date || reason.trim() === ''}>
            Ask for an extension
          </Button>
        </form>
      ) : null}
    </>
  );
}

/** Where a reopened work update starts: its text and delivery, and its photos read back from the outbox. */
interface WorkUpdateStart {
  item: OutboxItem;
  update: CommissionUpdateInput;
  files: File[];
}

/** A queued work update reopened from the sync panel: the form once its photos are read back. */
function QueuedWorkUpdate({
  request,
  current,
  item,
  onDone,
}: {
  request: CommissionRequest;
  current: number;
  item: OutboxItem;
  onDone: () => void;
}) {
  const start = useQueuedFormStart<WorkUpdateStart>(async (load) => {
    const files: File[] = [];
    for (const ref of item.command.files ?? []) {
      const queued = await queuedFile(ref, load);
      if (queued) files.push(queued.file);
    }
    return { item, update: item.command.body as CommissionUpdateInput, files };
  });
  if (!start) return <p className="mt-4 text-muted">Opening your work update…</p>;
  return <WorkUpdateForm request={request} current={current} start={start} onDone={onDone} />;
}

/**
 * A work update: its words (the contract's rule: 'Write a few words about the work'), up to 6
 * images, and for the milestone in work once paid, whether it delivers it. With `start` it edits
 * a work update saved on this device: saving replaces it in the outbox, never a second one.
 */
function WorkUpdateForm({
  request,
  current,
  start,
  onPosted,
  onDone,
}: {
  request: CommissionRequest;
  current: number;
  start?: WorkUpdateStart;
  onPosted?: () => void;
  onDone?: () => void;
}) {
  const post = usePostCommissionUpdate();
  const replace = useQueuedItemEdit('postCommissionUpdate', {
    label: (variables) => workUpdateLabel({ title: request.title, update: variables.body }),
  });
  const [body, setBody] = useState(start?.update.body ?? '');
  const [files, setFiles] = useState<File[]>(start?.files ?? []);
  const [deliver, setDeliver] = useState(start?.update.deliver === true || start?.update.deliver === 'true');
  const [error, setError] = useState<string | null>(null);
  const m = current === -1 ? null : request.proposal!.milestones[current]!;
  const canDeliver = request.status === 'in_progress' && m?.state === 'paid' && m.work === 'waiting';
  const id = `update-${request.id}${start ? '-queued' : ''}`;
  const ref = useRef<HTMLFormElement>(null);
  // Reopened from the sync panel: the form is what the artist came for.
  useEffect(() => {
    if (start) ref.current?.scrollIntoView({ block: 'start' });
  }, [start]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const update = { body, deliver: deliver && canDeliver };
    const parsed = CommissionUpdateInputSchema.safeParse(update);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check your update');
      return;
    }
    setError(null);
    if (start) {
      try {
        await replace.mutateAsync({ seq: start.item.seq, params: { id: request.id }, body: update, files });
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your work update on "${request.title}" will be sent as changed.`,
        });
      } catch (err) {
        toast({
          title: 'Your work update was not changed',
          description: err instanceof OutboxItemGoneError ? 'It was sent meanwhile.' : 'Please try again.',
          variant: 'destructive',
        });
      }
      onDone?.();
      return;
    }
    try {
      const result = await post.mutateAsync({ id: request.id, title: request.title, update, files });
      toast({
        title: isQueued(result) ? SAVED_OFFLINE_MESSAGE : deliver ? 'Delivered' : 'Update posted',
        description: `${request.senderName} will be told.`,
      });
      setBody('');
      setFiles([]);
      setDeliver(false);
      if (!isQueued(result)) onPosted?.();
    } catch (err) {
      toast({
        title: 'Your update was not posted',
        description: isApiError(err) ? err.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      ref={ref}
      aria-label={start ? 'Edit your work update' : 'Post a work update'}
      noValidate
      className="mt-4 grid min-w-0 scroll-mt-24 grid-cols-1 gap-2"
      onSubmit={(e) => void send(e)}
    >
      {start ? (
        <p className="font-medium text-ink">
          Your work update, saved on this device and not sent yet. Change it before it goes.
        </p>
      ) : null}
      <label className="text-muted" htmlFor={id}>
        Work update{m ? ` on “${m.title}”` : ''}
      </label>
      <Textarea
        id={id}
        rows={3}
        value={body}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <label className="text-muted" htmlFor={`${id}-images`}>
        Images (up to {MAX_IMAGES})
      </label>
      <input
        id={`${id}-images`}
        type="file"
        accept="image/*"
        multiple
        disabled={files.length >= MAX_IMAGES}
        className="block w-full min-w-0 text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:font-medium file:text-ink hover:file:bg-subtle"
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          setFiles((old) => [...old, ...chosen].slice(0, MAX_IMAGES));
          e.target.value = ''; // the list below is what goes; the same file may be chosen again
        }}
      />
      {files.length ? (
        <ul aria-label="Images to send" className="grid gap-1">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex min-w-0 items-center justify-between gap-2">
              <span className="min-w-0 truncate text-ink">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${file.name}`}
                onClick={() => setFiles((old) => old.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {canDeliver ? (
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input type="checkbox" checked={deliver} onChange={(e) => setDeliver(e.target.checked)} />
          This delivers “{m!.title}” for approval
        </label>
      ) : m && m.state !== 'paid' ? (
        <p className="text-muted">“{m.title}” can be delivered once its payment is confirmed.</p>
      ) : null}
      <div className="flex justify-end gap-2">
        {start ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={post.isPending || replace.isPending}>
          {start ? 'Save changes' : deliver && canDeliver ? 'Deliver' : 'Post update'}
        </Button>
      </div>
    </form>
  );
}
