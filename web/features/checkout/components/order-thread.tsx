import { useState, type FormEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useOrderMessages } from '@/api/invoices';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendOrderMessage } from '../api';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { formatDateTime } from './order-parts';

/** The messages between an order's buyer and its artist, opened on demand under the order. */
export function OrderThread({
  orderId,
  side,
  other,
}: {
  orderId: number;
  side: 'buyer' | 'artist';
  other: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={`Messages about order #${orderId}`} className="border-t border-line pt-3">
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <MessageSquare aria-hidden className="size-4" />
        {open ? 'Hide messages' : `Messages with ${other}`}
      </Button>
      {open ? <Thread orderId={orderId} side={side} other={other} /> : null}
    </section>
  );
}

function Thread({ orderId, side, other }: { orderId: number; side: 'buyer' | 'artist'; other: string }) {
  const messages = useOrderMessages(orderId);
  const send = useSendOrderMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await send.mutateAsync({ id: orderId, body });
      setBody('');
      setError(undefined);
      if (isQueued(result))
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: 'Your message is sent once you are back online.',
        });
    } catch (err) {
      if (isApiError(err) && err.fields?.body) setError(err.fields.body);
      else
        toast({
          title: 'Your message was not sent',
          description: isApiError(err) ? err.userMessage : 'Check your connection and try again.',
          variant: 'destructive',
        });
    }
  };
  return (
    <div className="mt-3 space-y-3">
      {messages.isPending ? (
        <p className="text-sm text-muted">Loading messages…</p>
      ) : messages.isError ? (
        <p className="text-sm text-danger">The messages could not be loaded.</p>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-muted">No messages yet. Ask {other} anything about this order.</p>
      ) : (
        <ol className="space-y-2" aria-label="Messages" data-testid="order-messages">
          {messages.data.map((m) => (
            <li
              key={m.id}
              className={clsx(
                'max-w-[85%] rounded-xl px-3 py-2 text-sm',
                m.from === side ? 'ml-auto bg-accent-soft text-ink' : 'bg-subtle text-ink',
              )}
            >
              <p className="whitespace-pre-line">{m.body}</p>
              <p className="mt-1 text-xs text-muted">
                {m.from === side ? 'You' : m.authorName} · {formatDateTime(m.sentAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="space-y-2" onSubmit={(event) => void submit(event)}>
        <Field label="Your message" error={error}>
          <Textarea
            rows={2}
            value={body}
            maxLength={2000}
            invalid={Boolean(error)}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={send.isPending} disabled={!body.trim()}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}
