import { useState, type FormEvent } from 'react';
import type { CommissionRequest } from '@contract/commission-request';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { usePostCommissionUpdate } from '../api/work';
import { useMove } from './work-moves';

/**
 * The artist's side of the work (issue 26 points 3 and 4): a work update with images on the
 * milestone in work, which may deliver it for approval, and a request to move the delivery date.
 * Both work offline through the outbox.
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
  const post = usePostCommissionUpdate();
  const { run, pending } = useMove(request);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [deliver, setDeliver] = useState(false);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const m = current === -1 ? null : request.proposal!.milestones[current]!;
  const canDeliver = request.status === 'in_progress' && m?.state === 'paid' && m.work === 'waiting';

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await post.mutateAsync({
        id: request.id,
        title: request.title,
        update: { body, deliver: deliver && canDeliver },
        files,
      });
      toast({
        title: isQueued(result) ? SAVED_OFFLINE_MESSAGE : deliver ? 'Delivered' : 'Update posted',
        description: `${request.senderName} will be told.`,
      });
      setBody('');
      setFiles([]);
      setDeliver(false);
      if (!isQueued(result)) onPosted();
    } catch (error) {
      toast({
        title: 'Your update was not posted',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <form
        aria-label="Post a work update"
        className="mt-4 grid min-w-0 grid-cols-1 gap-2"
        onSubmit={(e) => void send(e)}
      >
        <label className="text-muted" htmlFor={`update-${request.id}`}>
          Work update{m ? ` on “${m.title}”` : ''}
        </label>
        <Textarea
          id={`update-${request.id}`}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <label className="text-muted" htmlFor={`update-images-${request.id}`}>
          Images (up to 6)
        </label>
        <input
          id={`update-images-${request.id}`}
          type="file"
          accept="image/*"
          multiple
          className="block w-full min-w-0 text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:font-medium file:text-ink hover:file:bg-subtle"
          onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 6))}
        />
        {canDeliver ? (
          <label className="flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" checked={deliver} onChange={(e) => setDeliver(e.target.checked)} />
            This delivers “{m!.title}” for approval
          </label>
        ) : m && m.state !== 'paid' ? (
          <p className="text-muted">“{m.title}” can be delivered once its payment is confirmed.</p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={post.isPending} disabled={body.trim() === ''}>
            {deliver && canDeliver ? 'Deliver' : 'Post update'}
          </Button>
        </div>
      </form>
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
