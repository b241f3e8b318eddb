import type { ReactNode } from 'react';
import type { RequestActor } from '@contract/commission-request';
import { LoadError } from '@/components/layout/page';
import { LoadMore } from '@/components/ui/load-more';
import { QueryView } from '@/components/ui/query-view';
import { usePagedCommissionRequests, type RequestListParams } from '@/api/commission-requests';
import { useConversationUnread } from '@/api/conversations';
import { RequestCard, RequestCardSkeleton } from './request-card';
import { RequestBoard } from './request-board';

export interface RequestListProps {
  params: RequestListParams;
  role: RequestActor;
  /** What an empty list says, with its next step. */
  empty: ReactNode;
  /** The request a notification's link points at (`?request=`). */
  focusedId?: number;
}

/**
 * Requests, sent or received, a page at a time: the board by stage (issue 26, point 6), then every
 * request in full with its moves; with its skeleton, error and empty states.
 */
export function RequestList({ params, role, empty, focusedId }: RequestListProps) {
  const query = usePagedCommissionRequests(params);
  const hasThreads = !!query.list?.items.some((request) => request.conversationId !== null);
  const conversations = useConversationUnread({ role, kind: 'request' }, hasThreads);
  const unread = new Map(conversations.data?.items.map((c) => [c.id, c.unreadCount]) ?? []);
  return (
    <QueryView
      query={{ data: query.list, isPending: query.isPending }}
      pending={<RequestListSkeleton />}
      error={<LoadError what="your commission requests" onRetry={() => void query.refetch()} />}
    >
      {({ items }) =>
        items.length ? (
          <>
            <RequestBoard requests={items} role={role} />
            <h3 className="mb-3 text-lg font-medium text-ink">Every request in full</h3>
            <ul className="space-y-4">
              {items.map((request) => (
                <li key={request.id}>
                  <RequestCard
                    request={request}
                    role={role}
                    unread={request.conversationId === null ? 0 : (unread.get(request.conversationId) ?? 0)}
                    focused={request.id === focusedId}
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

export function RequestListSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading requests">
      <RequestCardSkeleton />
      <RequestCardSkeleton />
    </div>
  );
}
