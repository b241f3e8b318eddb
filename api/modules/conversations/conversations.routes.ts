import Router from '@koa/router';
import type { Context } from 'koa';
import { conversationEndpoints as E } from '../../../contract/endpoints';
import { serviceDeps, type AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { limitPerUser } from '../../lib/user-limits';
import * as conversations from './conversations.service';

/** Conversations: signed-in users only (401 first); a conversation is its two parties' alone (404). */
export function conversationRoutes(deps: AppDeps): Router {
  const router = new Router();
  const svc = (ctx: Context) => serviceDeps(deps, dbOf(ctx));
  route(router, E.listConversations, ({ ctx, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.listConversations(svc(ctx), requireUser(actorOf(ctx)), query);
  });
  route(router, E.getConversation, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.getConversation(svc(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.listMessages, ({ ctx, params, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.listMessages(svc(ctx), requireUser(actorOf(ctx)), params.id, query);
  });
  route(router, E.startConversation, async ({ ctx, body }) => {
    await limitPerUser(ctx, 'messages');
    return conversations.startConversation(svc(ctx), requireUser(actorOf(ctx)), body);
  });
  route(router, E.sendMessage, async ({ ctx, params, body }) => {
    await limitPerUser(ctx, 'messages');
    return conversations.sendMessage(svc(ctx), requireUser(actorOf(ctx)), params.id, body);
  });
  route(router, E.markConversationRead, ({ ctx, params }) =>
    conversations.markRead(svc(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
