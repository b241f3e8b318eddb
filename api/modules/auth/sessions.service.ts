import type { DbDeps } from '../../deps';
import * as repo from './sessions.repo';

// Sessions as the middleware and the jobs see them (the routes list and end them: auth.routes.ts).

/** A request came with this session: its 'last seen' (the profile's sessions list) moves on, once a minute at most. */
export function noteSessionSeen({ db }: DbDeps, sessionKey: string): Promise<void> {
  return repo.touchSession(db, sessionKey);
}

/** Expired sessions are deleted (the hourly housekeeping job); answers how many. */
export function pruneExpiredSessions({ db }: DbDeps): Promise<number> {
  return repo.deleteExpiredSessions(db);
}
