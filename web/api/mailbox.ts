import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';
import { pagedQueryOptions, usePagedList } from '@/lib/paged';

/** The dev mailbox (`/dev/mailbox`): the mail kept in the database while no SMTP server is set. */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  list: () => [...mailboxKeys.all, 'list'] as const,
  message: (id: number) => [...mailboxKeys.all, 'message', id] as const,
};

export function useMailbox() {
  return usePagedList(
    pagedQueryOptions(mailboxKeys.list(), (cursor, signal) =>
      read(Endpoints.listMailbox, { query: { cursor } }, { signal }),
    ),
  );
}

export function useMailMessage(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: mailboxKeys.message(id ?? 0),
      queryFn: ({ signal }) => read(Endpoints.getMailboxMessage, { params: { id: id! } }, { signal }),
      enabled: id !== undefined,
    }),
  );
}
