import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useSendMessage } from '@/features/commission-requests/api/send-message';
import { parseMessageDraft, type MessageDraftErrors } from '@/features/commission-requests/message-form';

/**
 * Writes a message to the other party: its text (Ctrl/Cmd+Enter sends) and optional reference image
 * links, checked before sending. Offline the message waits in the outbox and the composer empties.
 */
export function MessageComposer({
  conversationId,
  otherName,
}: {
  conversationId: number;
  otherName: string;
}) {
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
