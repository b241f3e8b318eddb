import type { Move } from '../../../contract/commission-machine';
import { formatCents } from '../../../contract/money';
import type { CommissionRequest } from '../../../contract/commission-request';
import type { CommissionMoveInput } from '../../../contract/commission-work-api';
import { refundSummary, revisionsLeft } from '../../../contract/commission-work';
import { toCents } from '../../../contract/common';
import type { Actor } from '../../auth/permissions';
import { ForbiddenError } from '../../errors';
import { notify } from '../notifications/notify';
import * as repo from './commission-requests.repo';
import { recordRefunds } from './milestone-invoices';
import { applyToRequest, lockedForParty } from './proposals.service';
import { requestLink } from './request-link';
import { addUpdate } from './work-updates.repo';
import type { DbDeps } from '../../deps';

const ARTIST_MOVES = new Set<CommissionMoveInput['move']>([
  'offer_revisions',
  'confirm_addon_paid',
  'request_extension',
]);

/** The API's move (1-based numbers, dollars) as the state machine's. */
function machineMove(input: CommissionMoveInput): Move {
  switch (input.move) {
    case 'approve':
      return { kind: 'approve', index: input.milestone - 1 };
    case 'request_revision':
      return { kind: 'request_revision', index: input.milestone - 1 };
    case 'offer_revisions':
      return { kind: 'offer_revisions', count: input.count, priceCents: toCents(input.price) };
    case 'answer_revision_offer':
      return { kind: 'answer_revision_offer', accept: input.accept };
    case 'confirm_addon_paid':
      return { kind: 'confirm_addon_paid', index: input.addOn - 1 };
    case 'request_extension':
      return { kind: 'request_extension', deliveryDate: input.deliveryDate, reason: input.reason };
    case 'answer_extension':
      return { kind: 'answer_extension', accept: input.accept };
    case 'cancel_overdue':
      return { kind: 'cancel_overdue' };
  }
}

/**
 * One move of the work on a commission, by the side it belongs to (a stranger gets 404, the other
 * side 403): applied by the state machine under the request's row lock (409 when late or
 * conflicting), written to the work log, and told to the other side in the app and by e-mail.
 */
export async function moveCommission(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  input: CommissionMoveInput,
  expiryDays: number,
): Promise<CommissionRequest> {
  const { request, party } = await lockedForParty({ db }, actor, id);
  const side = ARTIST_MOVES.has(input.move) ? 'artist' : 'sender';
  if (party !== side)
    throw new ForbiddenError(
      side === 'artist' ? 'Only the artist can make this move' : 'Only the collector can make this move',
    );
  const reason =
    input.move === 'cancel_overdue'
      ? `Cancelled after the delivery date passed${input.reason ? `: ${input.reason}` : ''}`
      : request.statusReason;
  const state = await applyToRequest(
    { db },
    request,
    side === 'artist' ? 'artist' : 'collector',
    machineMove(input),
    { expiryDays, reason },
  );
  const p = state.proposal!;
  const title = `"${request.title}"`;
  const log = (
    kind: Parameters<typeof addUpdate>[1]['kind'],
    body: string,
    milestone: number | null = null,
  ) => addUpdate(db, { requestId: id, authorId: actor.id, kind, milestone, body });
  const toArtist = async (text: string, body?: string | null) => {
    const userId = await repo.artistUserId(db, request.artistId);
    if (userId !== null)
      await notify(db, {
        userId,
        kind: 'commission_feedback',
        title: text,
        body,
        link: requestLink(id, 'artist'),
      });
  };
  const toCollector = (text: string, body?: string | null) =>
    notify(db, {
      userId: request.userId,
      kind: 'commission_work',
      title: text,
      body,
      link: requestLink(id, 'sender'),
    });
  const who = request.senderName;
  switch (input.move) {
    case 'approve': {
      const m = p.milestones[input.milestone - 1]!;
      await log('approval', `Approved "${m.title}"`, input.milestone);
      await toArtist(
        state.status === 'completed'
          ? `${who} approved "${m.title}": ${title} is complete`
          : `${who} approved "${m.title}" of ${title}`,
      );
      break;
    }
    case 'request_revision': {
      const m = p.milestones[input.milestone - 1]!;
      await log('revision', input.note, input.milestone);
      await toArtist(
        `${who} asked for a revision of "${m.title}" (${title}): ${revisionsLeft(p)} revision${revisionsLeft(p) === 1 ? '' : 's'} left`,
        input.note,
      );
      break;
    }
    case 'offer_revisions':
      await log(
        'revision_offer',
        `Offered ${input.count} extra revision${input.count === 1 ? '' : 's'} for ${formatCents(toCents(input.price), { grouping: false })}`,
      );
      await toCollector(
        `${request.artistName} offers ${input.count} extra revision${input.count === 1 ? '' : 's'} for ${formatCents(toCents(input.price), { grouping: false })} (${title})`,
      );
      break;
    case 'answer_revision_offer':
      await log(
        'revision_offer',
        input.accept ? 'Bought the extra revisions' : 'Declined the extra revisions',
      );
      await toArtist(
        input.accept
          ? `${who} bought the extra revisions for ${title}: ${revisionsLeft(p)} left`
          : `${who} declined the extra revisions for ${title}`,
      );
      break;
    case 'confirm_addon_paid': {
      const addOn = p.addOns![input.addOn - 1]!;
      await toCollector(
        `${request.artistName} confirmed your payment of ${formatCents(addOn.amountCents, { grouping: false })} for "${addOn.title}" (${title})`,
      );
      break;
    }
    case 'request_extension':
      await log('extension', `Asked to move the delivery date to ${input.deliveryDate}: ${input.reason}`);
      await toCollector(
        `${request.artistName} asks to move the delivery of ${title} to ${input.deliveryDate}`,
        input.reason,
      );
      break;
    case 'answer_extension':
      await log(
        'extension_answer',
        (input.accept ? `Accepted the new delivery date, ${p.deliveryDate}` : 'Declined the extension') +
          (input.note ? `: ${input.note}` : ''),
      );
      await toArtist(
        input.accept
          ? `${who} accepted your extension: ${title} is now due ${p.deliveryDate}`
          : `${who} declined your extension for ${title}: it stays due ${p.deliveryDate}`,
        input.note,
      );
      break;
    case 'cancel_overdue': {
      const { keptCents, refundCents } = refundSummary(p);
      const summary = `Unpaid milestones are void. ${keptCents > 0 ? `The non-refundable deposit (${formatCents(keptCents, { grouping: false })}) stays with the artist. ` : ''}${refundCents > 0 ? `${formatCents(refundCents, { grouping: false })} is marked for refund.` : 'Nothing paid is to be refunded.'}`;
      await recordRefunds(db, request, p, reason ?? 'Cancelled after the delivery date passed');
      await log('cancellation', `${reason}. ${summary}`);
      await toArtist(`${who} cancelled ${title}: the delivery date passed with no delivery`, summary);
      break;
    }
  }
  return (await repo.findRequest(db, id))!;
}
