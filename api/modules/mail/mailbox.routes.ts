import Router from '@koa/router';
import type { Context } from 'koa';
import { mailEndpoints as E } from '../../../contract/endpoints';
import { requireAdmin } from '../../auth/permissions';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { findMail, listMail } from './mail.repo';

/**
 * /api/dev/mailbox: the outbox as a mailbox, while mail is kept in the database (no SMTP_URL).
 * Reset and sign-in links are in there, so outside development only admins read it.
 */
export function mailboxRoutes({ config }: AppDeps): Router {
  const router = new Router();
  const guard = (ctx: Context) => {
    if (config.mail.smtpUrl) throw new NotFoundError('Mailbox');
    if (config.env !== 'development') requireAdmin(actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
  };

  route(router, E.listMailbox, ({ ctx, query }) => {
    guard(ctx);
    return listMail(dbOf(ctx), query);
  });
  route(router, E.getMailboxMessage, async ({ ctx, params }) => {
    guard(ctx);
    const mail = await findMail(dbOf(ctx), params.id, config.mail.from);
    if (!mail) throw new NotFoundError('Mail');
    return mail;
  });
  return router;
}
