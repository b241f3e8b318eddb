import { useState } from 'react';
import { Send } from 'lucide-react';
import type { Moderation } from '@contract/artist';
import type { ApprovalStatus } from '@contract/enums';
import { MODERATION_REASON_MAX } from '@contract/approval';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useResubmitArtist, useResubmitArtwork } from '@/api/moderation';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { noteToSend, resubmitState, type ReviewSubject } from './review-rules';

/**
 * 'Submit for review again' for a rejected or revoked artwork or profile edited since the
 * decision, with an optional note to the admin; before an edit, a hint saying what to do first.
 */
export function ResubmitControl({
  subject,
  id,
  item,
}: {
  subject: ReviewSubject;
  id: number;
  item: { approvalStatus: ApprovalStatus; moderation?: Moderation | null };
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const artwork = useResubmitArtwork();
  const artist = useResubmitArtist();
  const write = subject === 'artwork' ? artwork : artist;
  const state = resubmitState(item, subject);
  if (!state.offer) return state.hint ? <p className="mt-1 text-sm text-muted">{state.hint}</p> : null;

  const send = async () => {
    try {
      await write.mutateAsync({ id, note: noteToSend(note) });
      setOpen(false);
      toast({ title: 'Submitted for review again', description: 'An admin will look at it soon.' });
    } catch (error) {
      toast({
        title: 'Could not submit for review',
        description: isApiError(error) ? error.userMessage : 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        <Send aria-hidden />
        Submit for review again
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Submit for review again"
        description={`It goes back to the admins' queue. Tell them what you changed${subject === 'artwork' ? ' in this artwork' : ' in your profile'}, if you like.`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field label="Note to the admin (optional)">
            <Textarea
              name="note"
              rows={3}
              maxLength={MODERATION_REASON_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="For example: I uploaded a sharper photo taken in daylight."
            />
          </Field>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={write.isPending}>
              Submit for review
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
