import { useEffect, useId, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { usePagedMessages } from '@/api/conversations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useQueuedWrites } from '@/offline/use-outbox';
import { useMarkConversationRead } from '@/features/commission-requests/api/send-message';
import { MessageBubble, QueuedMessage } from './message-bubble';
import { MessageComposer } from './message-composer';
import { commandPathId } from '@/lib/write-command';

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
  const queued = useQueuedWrites('sendMessage', (command) => commandPathId(command) === conversationId);
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
      <MessageComposer conversationId={conversationId} otherName={otherName} />
    </div>
  );
}
