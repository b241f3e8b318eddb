import { AlertTriangle, CloudUpload, ExternalLink } from 'lucide-react';
import type { Message, MessageInput } from '@contract/conversation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { discardOutboxItem, type OutboxItem } from '@/offline/outbox';

// One message as the thread shows it: sent (theirs on the left, the viewer's on the right, with its
// reference links), or the viewer's still waiting in the outbox, or refused (Discard).

function References({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4">
      {urls.map((url, i) => (
        <li key={`${url}-${i}`}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Reference {i + 1}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function MessageBubble({ message, mine, isNew }: { message: Message; mine: boolean; isNew: boolean }) {
  const time = new Date(message.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <div
        className={
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm ' +
          (mine ? 'bg-accent-soft text-ink' : 'border border-line bg-canvas text-ink')
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="font-medium text-ink">{mine ? 'You' : message.authorName}</span>
          <time dateTime={message.createdAt}>{time}</time>
          {isNew ? <Badge tone="accent">New</Badge> : null}
        </p>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line">{message.body}</p>
        <References urls={message.referenceImages} />
      </div>
    </li>
  );
}

export function QueuedMessage({ item }: { item: OutboxItem }) {
  const input = item.command.body as MessageInput;
  const conflict = item.status === 'conflict';
  return (
    <div className="flex justify-end">
      <div
        role={conflict ? 'alert' : 'status'}
        className={
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm ' +
          (conflict
            ? 'border border-warning/40 bg-warning-soft'
            : 'border border-dashed border-line bg-accent-soft')
        }
      >
        <p className="flex items-center gap-2 text-xs text-muted">
          {conflict ? (
            <>
              <AlertTriangle aria-hidden className="size-3.5 text-warning" />
              Not sent. {item.error}
            </>
          ) : (
            <>
              <CloudUpload aria-hidden className="size-3.5" />
              Saved on this device · Waiting to sync
            </>
          )}
        </p>
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-ink">{input.body}</p>
        {conflict ? (
          <div className="mt-2 flex justify-end">
            <Button variant="ghost" onClick={() => void discardOutboxItem(item.seq)}>
              Discard message
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
