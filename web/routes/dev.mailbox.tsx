import { createFileRoute } from '@tanstack/react-router';
import { MailboxPage } from '@/features/mailbox/components/mailbox-page';
import { positiveInt } from '@/lib/search-enum';

/** The dev mailbox: who may read it is the server's answer (anyone in development, else admins). */
export const Route = createFileRoute('/dev/mailbox')({
  validateSearch: (raw: Record<string, unknown>): { mail?: number } => ({ mail: positiveInt(raw.mail) }),
  component: function MailboxRoute() {
    const { mail } = Route.useSearch();
    return <MailboxPage selected={mail} />;
  },
});
