import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import type { CommissionRequestStatus } from '@contract/enums';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ErrorCodes } from '@contract/error-codes';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import { useQueuedWrites } from '@/offline/use-outbox';
import { useReopenedItem } from '@/components/layout/use-reopened-item';
import type { AcceptFormValues } from '@/features/commission-requests/accept-form-schema';
import { useUpdateCommissionRequest } from '@/features/commission-requests/api/update-commission-request';
import {
  buildRequestUpdate,
  conflictedRequest,
  REQUEST_STATUS,
  requestActions,
  type AcceptDraft,
  type RequestAction,
} from '@/features/commission-requests/request-actions';
import { AcceptRequestForm } from './accept-request-form';
import { ProposalForm } from './proposal-form';
import { movesFor } from '@contract/commission-machine';
import { QueuedProposal } from './queued-proposal';
import { QueuedReply, useQueuedReply } from './queued-reply';
import { ReasonDialog } from './reason-dialog';
import { commandPathId } from '@/lib/write-command';

export const REQUEST_UPDATE_FAILED = 'Failed to update commission request.';

/**
 * Someone else moved the request first: what it is now, and the notes the artist had typed. A move
 * made on a version that changed meanwhile (a revised quote) says what changed in the server's words.
 */
interface Conflict {
  status: CommissionRequestStatus;
  notes: string;
  message?: string;
}

/** The buttons the state machine offers for this viewer, the Accept form and the Cancel question. */
export function RequestActions({ request, role }: { request: CommissionRequest; role: RequestActor }) {
  const mutation = useUpdateCommissionRequest();
  const [accepting, setAccepting] = useState<'accept' | 'revise' | null>(null);
  const [confirming, setConfirming] = useState<RequestAction | null>(null);
  const [declining, setDeclining] = useState<RequestAction | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [movingTo, setMovingTo] = useState<CommissionRequestStatus | null>(null);
  const queued = useQueuedReply(request.id);
  const queuedProposals = useQueuedWrites(
    'sendCommissionProposal',
    (command) => commandPathId(command) === request.id,
  );
  // A proposal saved on this device is the artist's answer: its own line says so (with Edit).
  const queuedProposal = queuedProposals.at(-1);
  // One answer at a time: while a reply or a proposal waits to sync, the card offers no other.
  const idle =
    (!queued || queued.status === 'conflict') && (!queuedProposal || queuedProposal.status === 'conflict');
  // A proposal is answered in its own panel, by version: no second pair of quote buttons.
  const actions = !idle
    ? []
    : requestActions(role, request.status, request.proposal).filter(
        (a) => !(role === 'sender' && request.proposal && (a.to === 'accepted' || a.to === 'quote_declined')),
      );
  const [proposing, setProposing] = useState(false);
  // A proposal saved on this device, reopened from the sync panel's Edit (`?proposal=<seq>`).
  const reopened = useReopenedItem(queuedProposals, 'proposal');
  const canPropose =
    idle && !queuedProposal && role === 'artist' && movesFor('artist', request.status).includes('propose');

  async function move(to: CommissionRequestStatus, draft?: AcceptDraft, reason?: string) {
    setMovingTo(to);
    // Every move is made on the request as this card shows it: if it changed meanwhile (the artist
    // revised the quote the sender is accepting), nothing is applied and the card says what changed.
    const update = { ...buildRequestUpdate(to, draft, reason), expectedVersion: request.version };
    try {
      const result = await mutation.mutateAsync({
        id: request.id,
        title: request.title,
        update,
        ...(role === 'sender' && to === 'accepted' ? { answer: 'accept-quote' as const } : {}),
      });
      setAccepting(null);
      setDeclining(null);
      setConflict(null);
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `Your reply to "${request.title}" is waiting to sync.`,
            }
          : {
              title: 'Request Updated',
              description: `"${request.title}" is now ${statusWord(update.status)}.`,
            },
      );
    } catch (error) {
      const current = conflictedRequest(error);
      const stale = current && isApiError(error) && error.code === ErrorCodes.STALE_VERSION;
      if (current) {
        setAccepting(null);
        setDeclining(null);
        setConflict({
          status: current.status,
          notes: draft?.artistNotes.trim() ?? '',
          ...(stale ? { message: error.userMessage } : {}),
        });
      }
      toast({
        title: REQUEST_UPDATE_FAILED,
        description: stale
          ? error.userMessage
          : current
            ? `This request changed meanwhile: it is now ${statusWord(current.status)}.`
            : isApiError(error)
              ? error.userMessage
              : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setMovingTo(null);
      setConfirming(null);
    }
  }

  const onAccept = (values: AcceptFormValues) =>
    move(accepting === 'revise' ? 'quoted' : 'accepted', {
      artistNotes: values.artistNotes,
      quotedPrice: values.quotedPrice,
      estimatedCompletion: values.estimatedCompletion,
    });

  return (
    <>
      {conflict ? <ConflictNotice conflict={conflict} onDismiss={() => setConflict(null)} /> : null}
      {queued ? <QueuedReply item={queued} /> : null}
      {queuedProposal && !reopened.item ? (
        <QueuedProposal item={queuedProposal} onEdit={() => reopened.open(queuedProposal.seq)} />
      ) : null}
      {(actions.length || canPropose) && !accepting && !proposing && !reopened.item ? (
        <div className="mt-5 flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          {canPropose ? (
            <Button variant="secondary" disabled={movingTo !== null} onClick={() => setProposing(true)}>
              {request.proposal ? 'Revise proposal' : 'Send proposal'}
            </Button>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action.to}
              variant={action.variant}
              loading={movingTo === action.to && action.kind === 'direct'}
              disabled={movingTo !== null}
              onClick={() => {
                if (action.kind === 'accept-form') setAccepting('accept');
                else if (action.kind === 'quote-form') setAccepting('revise');
                else if (action.kind === 'confirm') setConfirming(action);
                else if (action.kind === 'reason') setDeclining(action);
                else void move(action.to);
              }}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      {reopened.item ? (
        <ProposalForm
          key={reopened.item.seq}
          request={request}
          queued={reopened.item}
          onDone={reopened.done}
        />
      ) : proposing ? (
        <ProposalForm request={request} onDone={() => setProposing(false)} />
      ) : null}
      {accepting ? (
        <AcceptRequestForm
          budget={request.budget}
          pending={movingTo === 'accepted' || movingTo === 'quoted'}
          revise={
            accepting === 'revise'
              ? {
                  artistNotes: request.artistNotes ?? '',
                  quotedPrice: request.quotedPrice,
                  estimatedCompletion: request.estimatedCompletion ?? '',
                }
              : undefined
          }
          onSubmit={(values) => void onAccept(values)}
          onCancel={() => setAccepting(null)}
        />
      ) : null}
      <ReasonDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => declining && void move(declining.to, undefined, reason)}
        title={declining?.to === 'quote_declined' ? 'Decline this quote?' : 'Decline this request?'}
        message={
          declining?.to === 'quote_declined'
            ? `${request.artistName} will be told, and may send you a revised quote.`
            : `${request.senderName} will be told that you declined "${request.title}".`
        }
        reasonLabel="Reason (optional)"
        reasonDescription={
          declining?.to === 'quote_declined'
            ? `${request.artistName} sees it.`
            : `${request.senderName} sees it on their request.`
        }
        confirmLabel={declining?.label ?? 'Decline'}
        pending={movingTo !== null && movingTo === declining?.to}
      />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void move(confirming.to)}
        title="Cancel this request?"
        message={`Are you sure you want to cancel "${request.title}"? ${request.artistName} will no longer work on it.`}
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        destructive
        pending={movingTo === 'cancelled'}
      />
    </>
  );
}

function statusWord(status: CommissionRequestStatus): string {
  return REQUEST_STATUS[status].label.toLowerCase();
}

function ConflictNotice({ conflict, onDismiss }: { conflict: Conflict; onDismiss: () => void }) {
  return (
    <div role="alert" className="mt-5 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-start gap-2 font-medium text-ink">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        {conflict.message ??
          `This request changed while you were answering: it is now ${statusWord(conflict.status)}. Nothing was sent.`}
      </p>
      {conflict.notes ? (
        <Field label="Your notes (kept here so you can reuse them)" className="mt-3">
          <Textarea rows={3} readOnly value={conflict.notes} />
        </Field>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
