import { useState, type DragEvent } from 'react';
import { CalendarClock } from 'lucide-react';
import clsx from 'clsx';
import type { CommissionRequest, RequestActor } from '@contract/commission-request';
import type { DeliveryTone } from '@contract/commission-machine';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isQueued, SAVED_OFFLINE_MESSAGE } from '@/lib/write';
import {
  BOARD_STAGES,
  boardCountdown,
  currentMilestone,
  dropMove,
  groupByStage,
  milestoneProgress,
  quickMoves,
  type BoardStage,
} from '@/features/commission-requests/board-stages';
import { buildRequestUpdate, type RequestAction } from '@/features/commission-requests/request-actions';
import { useUpdateCommissionRequest } from '@/features/commission-requests/api/update-commission-request';

const TONE: Record<DeliveryTone, string> = {
  on_track: 'text-muted',
  due_soon: 'text-warning font-medium',
  overdue: 'text-danger font-medium',
};

/** Today in the viewer's calendar (YYYY-MM-DD), for the days left. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The board (issue 26, point 6): the requests by stage, each card with its days left and milestones
 * paid. Its buttons are the state machine's one-click moves for this side; 'Open' goes to the full
 * card below, where every other move the machine allows is offered. Columns scroll sideways on a
 * phone or a tablet; on a wide screen they wrap, four to a row, so no stage is cut off at the edge
 * (a tall column off-screen no longer leaves a gap under the visible ones); the columns of a row
 * are as tall as its tallest, as on a kanban board.
 */
export function RequestBoard({
  requests,
  role,
}: {
  requests: readonly CommissionRequest[];
  role: RequestActor;
}) {
  const columns = groupByStage(requests);
  const day = today();
  const { drop, said } = useBoardDrop(requests, role);
  const [over, setOver] = useState<BoardStage | null>(null);
  return (
    <section aria-label="Board" className="-mx-4 mb-8 sm:mx-0">
      <p role="status" className={clsx('px-4 text-sm sm:px-0', said ? 'mb-2 text-ink' : 'sr-only')}>
        {said}
      </p>
      <ol className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:scroll-px-0 sm:px-0 lg:snap-none lg:flex-wrap lg:overflow-x-visible">
        {BOARD_STAGES.map(({ stage, label }) => {
          const items = columns[stage];
          return (
            <li
              key={stage}
              aria-label={`${label}: ${items.length}`}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(CARD_TYPE)) return;
                event.preventDefault();
                setOver(stage);
              }}
              onDragLeave={() => setOver((current) => (current === stage ? null : current))}
              onDrop={(event) => {
                setOver(null);
                drop(event, stage);
              }}
              className={clsx(
                'flex w-[78vw] max-w-72 shrink-0 snap-start flex-col rounded-(--radius-card) bg-subtle p-3 sm:w-64 lg:w-[calc((100%_-_2.25rem)/4)] lg:max-w-none',
                over === stage && 'ring-2 ring-accent',
              )}
            >
              <h3 className="flex items-center justify-between text-sm font-medium text-ink">
                {label}
                <span className="rounded-full bg-surface px-2 text-xs text-muted tabular-nums">
                  {items.length}
                </span>
              </h3>
              {items.length ? (
                <ul className="mt-3 max-h-[26rem] space-y-2 overflow-y-auto">
                  {items.map((request) => (
                    <li key={request.id}>
                      <BoardCard request={request} role={role} today={day} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-xs text-muted">Nothing here</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The drag data of a board card: its request id. */
const CARD_TYPE = 'application/x-atelier-request';

/**
 * Cards dragged between columns (HTML5 drag and drop; the buttons stay for the keyboard): a drop
 * makes the state machine's move that lands the card there, or moves nothing and says why.
 */
function useBoardDrop(requests: readonly CommissionRequest[], role: RequestActor) {
  const mutation = useUpdateCommissionRequest();
  const [said, setSaid] = useState('');
  async function drop(event: DragEvent, stage: BoardStage) {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData(CARD_TYPE));
    const request = requests.find((r) => r.id === id);
    if (!request) return;
    const outcome = dropMove(role, request, stage);
    if (!outcome) return;
    if ('refused' in outcome) {
      setSaid(outcome.refused);
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        id: request.id,
        title: request.title,
        update: { ...buildRequestUpdate(outcome.action.to), expectedVersion: request.version },
      });
      setSaid(
        isQueued(result)
          ? `${SAVED_OFFLINE_MESSAGE}: “${request.title}” (${outcome.action.label.toLowerCase()}).`
          : `“${request.title}”: ${outcome.action.label.toLowerCase()}.`,
      );
    } catch (error) {
      setSaid(
        `“${request.title}” did not move. ${isApiError(error) ? error.userMessage : 'Please check your connection and try again.'}`,
      );
    }
  }
  return { drop: (event: DragEvent, stage: BoardStage) => void drop(event, stage), said };
}

function BoardCard({
  request,
  role,
  today,
}: {
  request: CommissionRequest;
  role: RequestActor;
  today: string;
}) {
  const countdown = boardCountdown(request, today);
  const progress = milestoneProgress(request);
  const milestone =
    request.status === 'in_progress' || request.status === 'accepted' ? currentMilestone(request) : null;
  const who = role === 'artist' ? request.senderName : request.artistName;
  const labelId = `board-${request.id}`;
  return (
    <div
      aria-labelledby={labelId}
      role="group"
      draggable={role === 'artist'}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_TYPE, String(request.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={clsx(
        'rounded-xl border border-line bg-surface p-3 text-sm',
        role === 'artist' && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <p id={labelId} className="font-medium break-words text-ink">
        {request.title}
      </p>
      <p className="text-xs text-muted">
        {role === 'artist' ? 'From' : 'To'} {who}
        {request.waitlistPlace ? ` · Waitlist place No. ${request.waitlistPlace}` : ''}
      </p>
      {milestone ? <p className="mt-1 text-xs text-ink">{milestone}</p> : null}
      {countdown ? (
        <p className={clsx('mt-1 flex items-center gap-1 text-xs', TONE[countdown.tone])}>
          <CalendarClock aria-hidden className="size-3.5" />
          {countdown.words}
        </p>
      ) : null}
      {progress ? <Progress paid={progress.paid} total={progress.total} /> : null}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {quickMoves(role, request).map((action) => (
          <QuickMove key={action.to} request={request} action={action} />
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            const card = document.getElementById(`request-${request.id}`);
            card?.scrollIntoView({ block: 'start' });
            card?.focus({ preventScroll: true });
          }}
        >
          Open<span className="sr-only"> {request.title}</span>
        </Button>
      </div>
    </div>
  );
}

function Progress({ paid, total }: { paid: number; total: number }) {
  const words = `${paid} of ${total} milestone${total === 1 ? '' : 's'} paid`;
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={words}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={paid}
        className="h-1.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${(paid / total) * 100}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted">{words}</p>
    </div>
  );
}

/** A one-click move (Start work, Mark completed) made from the board, on the version shown. */
function QuickMove({ request, action }: { request: CommissionRequest; action: RequestAction }) {
  const mutation = useUpdateCommissionRequest();
  async function move() {
    try {
      const result = await mutation.mutateAsync({
        id: request.id,
        title: request.title,
        update: { ...buildRequestUpdate(action.to), expectedVersion: request.version },
      });
      toast(
        isQueued(result)
          ? {
              title: SAVED_OFFLINE_MESSAGE,
              description: `Your reply to "${request.title}" is waiting to sync.`,
            }
          : { title: 'Request Updated', description: `"${request.title}": ${action.label.toLowerCase()}.` },
      );
    } catch (error) {
      toast({
        title: 'Failed to update commission request.',
        description: isApiError(error) ? error.userMessage : 'Please check your connection and try again.',
        variant: 'destructive',
      });
    }
  }
  return (
    <Button size="sm" variant={action.variant} loading={mutation.isPending} onClick={() => void move()}>
      {action.label}
      <span className="sr-only"> ({request.title})</span>
    </Button>
  );
}
