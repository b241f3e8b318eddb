import type { CommissionUpdate } from '../../../contract/commission-work-api';
import { currentMilestone } from '../../../contract/commission-work';
import { isAdmin, requestPartyOf, type Actor } from '../../auth/permissions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { ErrorCodes } from '../../../contract/errors';
import type { StoredImage } from '../../images/store-image';
import { notify } from '../notifications/notify';
import * as repo from './commission-requests.repo';
import { applyToRequest, lockedForParty } from './proposals.service';
import { requestLink } from './request-link';
import { addUpdate, listUpdates } from './work-updates.repo';
import type { DbDeps, ServiceDeps } from '../../deps';

/** The work log: the request's artist, its sender or an admin; a stranger gets 404. */
export async function getUpdates(
  { db, storage }: ServiceDeps,
  actor: Actor,
  id: number,
): Promise<CommissionUpdate[]> {
  const request = await repo.findRequest(db, id);
  if (!request || (!requestPartyOf(actor, request) && !isAdmin(actor)))
    throw new NotFoundError('Commission request');
  return listUpdates(db, storage, id);
}

/** Checks, before any image is processed, that the actor is the artist of a commission in work. */
export async function requireArtistOf({ db }: DbDeps, actor: Actor, id: number): Promise<void> {
  const request = await repo.findRequest(db, id);
  const party = request ? requestPartyOf(actor, request) : null;
  if (!request || (!party && !isAdmin(actor))) throw new NotFoundError('Commission request');
  if (party !== 'artist') throw new ForbiddenError('Only the artist posts work updates');
}

/**
 * The artist posts a work-in-progress update on the milestone in work (text and images), or with
 * `deliver` delivers it (the state machine's `deliver`: paid, in work, not delivered yet; 409
 * otherwise). The collector is told in the app and by e-mail.
 */
export async function postUpdate(
  { db, storage }: ServiceDeps,
  actor: Actor,
  id: number,
  input: { body: string; deliver: boolean },
  images: () => Promise<StoredImage[]>,
  expiryDays: number,
): Promise<CommissionUpdate> {
  const { request, party } = await lockedForParty({ db }, actor, id);
  if (party !== 'artist') throw new ForbiddenError('Only the artist posts work updates');
  if (request.status !== 'accepted' && request.status !== 'in_progress')
    throw new ConflictError(
      'Work updates are posted while the commission is accepted or in progress',
      ErrorCodes.INVALID_TRANSITION,
      { current: request },
    );
  const proposal = (await repo.machineState(db, id))?.proposal ?? null;
  const index = proposal ? currentMilestone(proposal) : -1;
  if (input.deliver)
    await applyToRequest(
      { db },
      request,
      'artist',
      { kind: 'deliver', index },
      {
        expiryDays,
        reason: request.statusReason,
      },
    );
  const milestone = index === -1 ? null : index + 1;
  const title = milestone !== null ? proposal!.milestones[index]!.title : null;
  const stored = await images();
  const updateId = await addUpdate(db, {
    requestId: id,
    authorId: actor.id,
    kind: input.deliver ? 'delivery' : 'update',
    milestone,
    body: input.body,
    images: stored.map((image) => ({ key: image.key, sizes: image.sizes })),
  });
  await notify(db, {
    userId: request.userId,
    kind: 'commission_work',
    title: input.deliver
      ? `${request.artistName} delivered "${title}" of "${request.title}": approve it or ask for a revision`
      : `${request.artistName} posted a work update on "${request.title}"${stored.length ? ` with ${stored.length} image${stored.length === 1 ? '' : 's'}` : ''}`,
    body: input.body,
    link: requestLink(id, 'sender'),
  });
  return (await listUpdates(db, storage, id, updateId))[0]!;
}
