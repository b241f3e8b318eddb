import { useEffect, useId, useState } from 'react';
import { AlertTriangle, CloudUpload, ExternalLink, MessageSquare, Send } from 'lucide-react';
import type { Message, MessageInput } from '@contract/conversation';
import { usePagedMessages } from '@/api/conversations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { discardOutboxItem, type OutboxItem } from '@/offline/outbox';
import { useQueuedWrites } from '@/offline/use-outbox';
import { useMarkConversationRead, useSendMessage } from '@/features/commission-requests/api/send-message';
import { parseMessageDraft, type MessageDraftErrors } from '@/features/commission-requests/message-form';

export interface ConversationThreadProps {
  conversationId: number;
  /** The viewer's user id: their own messages are on the right. */
  viewerId: number;
  /** The other party's name ('Message to Studio Vermeer'). */
  otherName: string;
  /** Messages from the other party the viewer has not read. */
  unread: number;
  /** Open at first (a notification's link points at it). */
  defaultOpen?: boolean;
  /** Shown open with no toggle (the Messages pages). */
  alwaysOpen?: boolean;
}

/**
 * The messages between the two parties, oldest first, with unread marks, and a composer (text and
 * optional reference image links). A message written offline waits in the outbox and shows here
 * until it is sent. Opening the thread marks the other party's messages read.
 */
export function ConversationThread({
  conversationId,
  viewerId,
  otherName,
  unread,
  defaultOpen = false,
  alwaysOpen = false,
}: ConversationThreadProps) {
  const [open, setOpen] = useState(defaultOpen || alwaysOpen);
  const panelId = useId();
  const shown = open || alwaysOpen;
  return (
    <section
      aria-label={`Messages with ${otherName}`}
      className={alwaysOpen ? '' : 'mt-5 border-t border-line pt-4'}
    >
      {alwaysOpen ? null : (
        <Button
          variant="ghost"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="-ml-3"
        >
          <MessageSquare aria-hidden />
          {shown ? 'Hide messages' : 'Messages'}
          {unread > 0 ? (
            <Badge tone="accent" aria-label={`${unread} unread`}>
              {unread} new
            </Badge>
          ) : null}
        </Button>
      )}
      {shown ? (
        <div id={panelId} className="mt-3">
          <ThreadBody
            conversationId={conversationId}
            viewerId={viewerId}
            otherName={otherName}
            unread={unread}
          />
        </div>
      ) : null}
    </section>
  );
}

function ThreadBody({
  conversationId,
  viewerId,
  otherName,
  unread,
}: Omit<ConversationThreadProps, 'defaultOpen'>) {
  const messages = usePagedMessages(conversationId);
  const markRead = useMarkConversationRead();
  const queued = useQueuedWrites(
    'sendMessage',
    (command) => (command.params as { id?: number } | undefined)?.id === conversationId,
  );
  const [firstUnreadId, setFirstUnreadId] = useState<number | null>(null);
  const items = messages.list?.items ?? [];

  // Which messages were new when the thread opened: they keep their mark while it stays open.
  if (firstUnreadId === null && messages.list && unread > 0) {
    const theirs = items.filter((m) => m.authorId !== viewerId).slice(0, unread);
    setFirstUnreadId(theirs.at(-1)?.id ?? -1);
  }
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unread > 0) markAsRead(conversationId);
  }, [conversationId, unread, markAsRead]);

  const ordered = [...items].reverse();
  return (
    <div className="space-y-3">
      {messages.more.hasMore ? (
        <Button variant="ghost" loading={messages.more.isLoadingMore} onClick={messages.more.loadMore}>
          Show earlier messages
        </Button>
      ) : null}
      {messages.isPending ? (
        <p className="text-sm text-muted">Loading messages…</p>
      ) : messages.isError && !messages.list ? (
        <p role="alert" className="text-sm text-danger">
          The messages could not be loaded.{' '}
          <button type="button" className="font-medium underline" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </p>
      ) : ordered.length === 0 && queued.length === 0 ? (
        <p className="text-sm text-muted">No messages yet. Write the first one to {otherName}.</p>
      ) : null}
      {ordered.length ? (
        <ol className="space-y-3" aria-label="Messages">
          {ordered.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.authorId === viewerId}
              isNew={
                message.authorId !== viewerId &&
                firstUnreadId !== null &&
                firstUnreadId > 0 &&
                message.id >= firstUnreadId
              }
            />
          ))}
        </ol>
      ) : null}
      {queued.map((item) => (
        <QueuedMessage key={item.seq} item={item} />
      ))}
      <Composer conversationId={conversationId} otherName={otherName} />
    </div>
  );
}

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

function MessageBubble({ message, mine, isNew }: { message: Message; mine: boolean; isNew: boolean }) {
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

function QueuedMessage({ item }: { item: OutboxItem }) {
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

function Composer({ conversationId, otherName }: { conversationId: number; otherName: string }) {
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const [references, setReferences] = useState('');
  const [showReferences, setShowReferences] = useState(false);
  const [errors, setErrors] = useState<MessageDraftErrors>({});

  async function submit() {
    if (send.isSending()) return;
    const parsed = parseMessageDraft({ body, references });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      if (parsed.errors.references) setShowReferences(true);
      return;
    }
    setErrors({});
    try {
      const result = await send.mutateAsync({ conversationId, to: otherName, input: parsed.input });
      setBody('');
      setReferences('');
      setShowReferences(false);
      if (isQueued(result))
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your message to ${otherName} is waiting to sync.`,
        });
    } catch (error) {
      toast({
        title: 'Message not sent',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form
      noValidate
      aria-label={`Write to ${otherName}`}
      className="space-y-3 rounded-xl border border-line bg-canvas p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Your message" error={errors.body}>
        <Textarea
          rows={3}
          value={body}
          invalid={!!errors.body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </Field>
      {showReferences ? (
        <Field
          label="Reference image links (optional)"
          description="One link per line, starting with http:// or https://"
          error={errors.references}
        >
          <Textarea
            rows={2}
            value={references}
            invalid={!!errors.references}
            onChange={(event) => setReferences(event.target.value)}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showReferences ? (
          <span />
        ) : (
          <Button variant="ghost" onClick={() => setShowReferences(true)}>
            Add reference images
          </Button>
        )}
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden />
          Send message
        </Button>
      </div>
    </form>
  );
}
