import type { RequestActor } from '../../contract/commission-request';
import { ADMIN_ROLES, SUPER_ROLES, type Role } from '../../contract/enums';
import { ForbiddenError, UnauthenticatedError } from '../errors';

/**
 * The permission model, in one place. Every route and service asks these functions; the
 * permission-matrix test drives them through HTTP for each role.
 */
export interface Actor {
  id: number;
  role: Role;
  /** The actor's own live artist profile, when it has one. */
  artistId: number | null;
  /** An admin who has yet to set up two-factor sign-in: only `beforeTwoFactor` routes are open. */
  mustSetUpTwoFactor?: boolean;
}

export function isAdmin(actor: Actor | null): boolean {
  return !!actor && ADMIN_ROLES.includes(actor.role);
}

/** app_admin and super_admin pass every role guard (spec section 6). */
export function hasRole(actor: Actor | null, role: Role): boolean {
  if (!actor) return false;
  if (SUPER_ROLES.includes(actor.role)) return true;
  if (role === 'admin') return isAdmin(actor);
  return actor.role === role;
}

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

export function requireRole(actor: Actor | null, role: Role): Actor {
  const user = requireUser(actor);
  if (!hasRole(user, role)) throw new ForbiddenError();
  return user;
}

export function requireAdmin(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (!isAdmin(user)) throw new ForbiddenError();
  return user;
}

/** An artist's profile and everything under it (artworks, images, stock, showcase). */
export function canManageArtist(actor: Actor | null, artistId: number): boolean {
  return !!actor && (isAdmin(actor) || actor.artistId === artistId);
}

export function requireArtistOwner(actor: Actor | null, artistId: number): Actor {
  const user = requireUser(actor);
  if (!canManageArtist(user, artistId)) throw new ForbiddenError();
  return user;
}

/** Who may see an artist's or artwork's unapproved state: its owner and admins. */
export function canSeeUnapproved(actor: Actor | null, artistId: number): boolean {
  return canManageArtist(actor, artistId);
}

/** Who may see a user's email: the user and admins. */
export function canSeeEmail(actor: Actor | null, userId: number): boolean {
  return !!actor && (isAdmin(actor) || actor.id === userId);
}

/** Who may create an artist profile for themselves: artists (bus_admin) and admins. */
export function requireArtistOrAdmin(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (!hasRole(user, 'bus_admin') && !isAdmin(user)) throw new ForbiddenError();
  return user;
}

/**
 * Which unapproved artists a viewer may list: every one for admins, else only the viewer's own
 * profile (null: approved artists only).
 */
export function unapprovedArtistScope(actor: Actor | null): 'all' | number | null {
  if (isAdmin(actor)) return 'all';
  return actor?.artistId ?? null;
}

/**
 * Who the actor is to a commission request: the receiving artist, the sender, or nobody. Admins
 * may read every request but do not answer for the artist nor cancel for the sender.
 */
export function requestPartyOf(
  actor: Actor | null,
  request: { userId: number; artistId: number },
): RequestActor | null {
  if (!actor) return null;
  if (actor.artistId === request.artistId) return 'artist';
  if (actor.id === request.userId) return 'sender';
  return null;
}

/** Requests a user sent: the user and admins. */
export function canSeeSentRequests(actor: Actor | null, userId: number): boolean {
  return !!actor && (isAdmin(actor) || actor.id === userId);
}

/** Requests an artist received: the artist and admins. */
export function canSeeReceivedRequests(actor: Actor | null, artistId: number): boolean {
  return canManageArtist(actor, artistId);
}

/**
 * canSeeUnapproved in a form a SQL filter can use: `all` for admins; otherwise unapproved rows
 * are visible only under the viewer's own artist profile (`ownArtistId`), if any.
 */
export interface CatalogueScope {
  all: boolean;
  ownArtistId: number | null;
}

export function catalogueScope(actor: Actor | null): CatalogueScope {
  return { all: isAdmin(actor), ownArtistId: actor?.artistId ?? null };
}
