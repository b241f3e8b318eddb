import crypto from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Knex } from 'knex';

type StoreOptions = { ctx?: { state?: { db?: Knex; sessionSeenRecently?: boolean } } };

/**
 * koa-session external store over Knex. It uses the request's transaction when one is open
 * (`ctx.state.db`), so a login that regenerates the session inside a write transaction neither
 * deadlocks PGlite's single connection nor outlives a rollback.
 */
export function knexSessionStore(knex: Knex) {
  const dbFor = (opts?: StoreOptions): Knex => opts?.ctx?.state?.db ?? knex;
  return {
    async get(key: string, _maxAge: unknown, opts?: StoreOptions) {
      const db = dbFor(opts);
      const row = (await db('sessions')
        .where({ id: key })
        .andWhere('expires_at', '>', db.fn.now())
        .first(
          'data',
          db.raw("coalesce(last_seen_at >= now() - interval '1 minute', false) as seen_recently"),
        )) as { data: Record<string, unknown>; seen_recently: boolean } | undefined;
      // Whether its 'last seen' moved on within the minute: then the request writes nothing there
      // (sessionSeenRecently; api/middleware/auth.ts), one statement less per signed-in request.
      if (row && opts?.ctx?.state) opts.ctx.state.sessionSeenRecently = row.seen_recently;
      return row ? row.data : undefined;
    },
    async set(
      key: string,
      sess: Record<string, unknown>,
      maxAge: number | 'session' | undefined,
      opts?: StoreOptions,
    ) {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const userId = typeof sess.userId === 'number' ? sess.userId : null;
      await dbFor(opts)('sessions')
        .insert({
          id: key,
          data: JSON.stringify(sess),
          user_id: userId,
          expires_at: new Date(Date.now() + ttl),
        })
        .onConflict('id')
        .merge(['data', 'user_id', 'expires_at']);
    },
    async destroy(key: string, opts?: StoreOptions) {
      await dbFor(opts)('sessions').where({ id: key }).del();
    },
  };
}

export interface SessionOptions {
  knex: Knex;
  maxAgeMs: number;
}

/** The session cookie: without it a request is a visitor's (signed cookies add `atelier.sid.sig`). */
export const SESSION_COOKIE = 'atelier.sid';

/**
 * A read (GET, HEAD) that carries no session cookie: a visitor, with no session to load and no
 * actor to look up (a read never signs anyone in: only POSTs write a session).
 */
export function isVisitorRead(ctx: Koa.Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.get('Cookie').includes(`${SESSION_COOKIE}=`);
}

export function sessionMiddleware(app: Koa, { knex, maxAgeMs }: SessionOptions): Koa.Middleware {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      // `secure` is left unset: the cookies library then marks the cookie Secure exactly when the
      // request came over HTTPS (directly, or via a proxy when TRUST_PROXY=true).
      store: knexSessionStore(knex),
      genid: () => crypto.randomBytes(24).toString('base64url'),
    },
    app,
  );
}
