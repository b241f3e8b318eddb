import { MessagesSquare } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ConversationsInbox } from './conversations-inbox';

/** `/messages`: the conversations the user started with artists ('Contact' on a profile). */
export function MessagesPage({ focusedId }: { focusedId?: number }) {
  return (
    <PageContainer width="medium" className="pb-16">
      <PageHeader
        title="Messages"
        description="Your conversations with artists. Messages about a commission are on its request."
        actions={
          <ButtonLink to="/commission-requests" variant="secondary">
            Commission Requests
          </ButtonLink>
        }
      />
      <ConversationsInbox
        role="sender"
        focusedId={focusedId}
        empty={
          <EmptyState
            icon={MessagesSquare}
            title="You haven't written to an artist yet"
            description="Open an artist's profile and choose Contact to send them a message."
            action={<ButtonLink to="/artists">Meet Our Artists</ButtonLink>}
          />
        }
      />
    </PageContainer>
  );
}
