import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import {
  MODERATION_REASON_MAX,
  REASON_HELP,
  REASON_LABEL,
  moderationPromptText,
  reasonToSend,
  type ModerationPrompt,
} from '@/features/admin/moderation-prompt';

interface Pending extends ModerationPrompt {
  run: (reason: string | null) => void;
}

/**
 * Reject and Revoke ask first (issue 13): a confirmation with an optional reason the artist sees.
 * `ask` opens it; `run` is called with the reason once the admin confirms. Render `dialog` once.
 */
export function useModerationPrompt(): {
  ask: (prompt: ModerationPrompt, run: (reason: string | null) => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((prompt: ModerationPrompt, run: (reason: string | null) => void) => {
    setPending({ ...prompt, run });
    setOpen(true);
  }, []);
  const dialog = pending ? (
    <ModerationDialog
      key={`${pending.kind}-${pending.subject}-${pending.decision}`}
      prompt={pending}
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={(reason) => {
        setOpen(false);
        pending.run(reason);
      }}
    />
  ) : null;
  return { ask, dialog };
}

function ModerationDialog({
  prompt,
  open,
  onClose,
  onConfirm,
}: {
  prompt: ModerationPrompt;
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  const text = moderationPromptText(prompt);
  return (
    <Dialog open={open} onClose={onClose} title={text.title} description={text.message}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reasonToSend(reason));
        }}
      >
        <Field label={REASON_LABEL} description={REASON_HELP}>
          <Textarea
            name="reason"
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="For example: the photo is blurred; please upload a sharper one."
          />
        </Field>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive">
            {text.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
