import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useStartConversation } from '@/features/commission-requests/api/send-message';
import { parseMessageDraft, type MessageDraftErrors } from '@/features/commission-requests/message-form';

export interface ContactArtistDialogProps {
  open: boolean;
  onClose: () => void;
  artistId: number;
  artistName: string;
}

/**
 * 'Contact' on an artist's profile: a message to the artist, not tied to a commission request. It
 * lands in the direct conversation with them (answered from their dashboard's Messages tab); the
 * collector finds the replies under Messages. Offline it waits in the outbox.
 */
export function ContactArtistDialog({ open, onClose, artistId, artistName }: ContactArtistDialogProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [references, setReferences] = useState('');
  const [errors, setErrors] = useState<MessageDraftErrors>({});

  async function submit() {
    if (start.isSending()) return;
    const parsed = parseMessageDraft({ body, references });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    try {
      const result = await start.mutateAsync({ artistName, input: { ...parsed.input, artistId } });
      setBody('');
      setReferences('');
      onClose();
      if (isQueued(result)) {
        toast({
          title: SAVED_OFFLINE_MESSAGE,
          description: `Your message to ${artistName} is waiting to sync.`,
        });
      } else {
        toast({
          title: 'Message sent',
          description: `${artistName} will answer in your Messages.`,
          action: {
            label: 'Open',
            onClick: () => void navigate({ to: '/messages', search: { conversation: result.id } }),
          },
        });
      }
    } catch (error) {
      toast({
        title: 'Message not sent',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={start.isPending ? () => {} : onClose}
      title={`Write to ${artistName}`}
      description="A question, a hello, a print you are after: the artist answers in your Messages. For a piece made for you, use Request Commission."
    >
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Your message" error={errors.body}>
          <Textarea rows={5} value={body} invalid={!!errors.body} onChange={(e) => setBody(e.target.value)} />
        </Field>
        <Field
          label="Reference image links (optional)"
          description="One link per line, starting with http:// or https://"
          error={errors.references}
        >
          <Textarea
            rows={2}
            value={references}
            invalid={!!errors.references}
            onChange={(e) => setReferences(e.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={start.isPending}>
            <Send aria-hidden />
            Send message
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
