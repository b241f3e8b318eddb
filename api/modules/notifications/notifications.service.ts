import type { MarkAllReadInput, Notification, UnreadCount } from '../../../contract/notification';
import type { PagingQuery } from '../../../contract/paging';
import { requireUser, type Actor } from '../../auth/permissions';
import type { DbDeps, ServiceDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { Page } from '../../lib/keyset';
import * as repo from './notifications.repo';

/**
 * The caller's in-app notifications (issue 13, point 6). Each user reads and marks only their own:
 * another user's notification answers 404, as one that does not exist.
 */

export function listNotifications(
  deps: ServiceDeps,
  actor: Actor | null,
  query: PagingQuery,
): Promise<Page<Notification>> {
  return repo.listForUser(deps.db, requireUser(actor).id, query);
}

export async function unreadNotificationCount(deps: ServiceDeps, actor: Actor | null): Promise<UnreadCount> {
  return { unread: await repo.unreadCount(deps.db, requireUser(actor).id) };
}

export async function markNotificationRead(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<Notification> {
  const notification = await repo.markRead(deps.db, requireUser(actor).id, id);
  if (!notification) throw new NotFoundError('Notification');
  return notification;
}

export async function markAllNotificationsRead(
  deps: ServiceDeps,
  actor: Actor | null,
  input: MarkAllReadInput,
): Promise<UnreadCount> {
  const user = requireUser(actor);
  await repo.markAllRead(deps.db, user.id, input.upTo);
  return { unread: await repo.unreadCount(deps.db, user.id) };
}

/** The caller's notifications among `ids` (the delta pull: anything else is a delete). */
export function notificationsOfUser(deps: DbDeps, actor: Actor, ids: number[]): Promise<Notification[]> {
  return repo.byIdsForUser(deps.db, actor.id, ids);
}
