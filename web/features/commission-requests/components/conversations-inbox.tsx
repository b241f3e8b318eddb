import type { ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { Conversation } from '@contract/conversation';
import { useCurrentUser } from '@/api/auth';
import { usePagedConversations } from '@/api/conversations';
import { LoadError } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { ConversationThread } from './conversation-thread';

export interface ConversationsInboxProps {
  /** 'artist': what collectors wrote to the viewer's artist profile; 'sender': what the viewer wrote to artists. */
  role: 'artist' | 'sender';
  /** The conversation a notification's link points at: opened and scrolled to. */
  focusedId?: number;
  /** What an empty inbox says, with its next step. */
  empty: ReactNode;
}

/** Direct conversations (the artist profile's 'Contact'), latest first, each with its thread. */
export function ConversationsInbox({ role, focusedId, empty }: ConversationsInboxProps) {
  const { data: user } = useCurrentUser();
  const query = usePagedConversations({ role, kind: 'direct' });
  if (!user) return null;
  return (
    <QueryView
      query={{ data: query.list, isPending: query.isPending }}
      pending={<InboxSkeleton />}
      error={<LoadError what="your messages" onRetry={() => void query.refetch()} />}
    >
      {({ items }) =>
        items.length ? (
          <>
            <ul className="space-y-4">
              {items.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationCard
                    conversation={conversation}
                    viewerId={user.id}
                    focused={conversation.id === focusedId}
                  />
                </li>
              ))}
            </ul>
            <LoadMore more={query.more} />
          </>
        ) : (
          empty
        )
      }
    </QueryView>
  );
}

function ConversationCard({
  conversation,
  viewerId,
  focused,
}: {
  conversation: Conversation;
  viewerId: number;
  focused: boolean;
}) {
  const other = conversation.role === 'artist' ? conversation.senderName : conversation.artistName;
  const titleId = `conversation-${conversation.id}-title`;
  const when = conversation.lastMessageAt
    ? new Date(conversation.lastMessageAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <article
      aria-labelledby={titleId}
      ref={(node) => {
        if (node && focused) node.scrollIntoView({ block: 'start' });
      }}
      className="scroll-mt-24 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-medium break-words text-ink">
            {conversation.role === 'artist' ? `From ${other}` : `To ${other}`}
          </h3>
          {conversation.lastMessagePreview ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted">{conversation.lastMessagePreview}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {conversation.unreadCount > 0 ? <Badge tone="accent">{conversation.unreadCount} new</Badge> : null}
          {when ? <span className="text-xs text-muted">{when}</span> : null}
        </div>
      </header>
      <ConversationThread
        conversationId={conversation.id}
        viewerId={viewerId}
        otherName={other}
        unread={conversation.unreadCount}
        defaultOpen={focused}
      />
    </article>
  );
}

function InboxSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading messages">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

/** The artist dashboard's Messages tab: what collectors wrote through 'Contact', answered here. */
export function ArtistMessages({ focusedId }: { focusedId?: number }) {
  return (
    <ConversationsInbox
      role="artist"
      focusedId={focusedId}
      empty={
        <EmptyState
          icon={MessagesSquare}
          title="No messages yet"
          description="When a collector writes to you with 'Contact' on your profile, the conversation appears here. Messages about a commission are on its request."
        />
      }
    />
  );
}
