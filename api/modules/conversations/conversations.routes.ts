import Router from '@koa/router';
import { conversationEndpoints as E } from '../../../contract/endpoints';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../auth/permissions';
import { actorOf, dbOf } from '../../lib/http';
import { route } from '../../lib/route';
import { limitPerUser } from '../../lib/user-limits';
import * as conversations from './conversations.service';

/** Conversations: signed-in users only (401 first); a conversation is its two parties' alone (404). */
export function conversationRoutes(_deps: AppDeps): Router {
  const router = new Router();
  route(router, E.listConversations, ({ ctx, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.listConversations(dbOf(ctx), requireUser(actorOf(ctx)), query);
  });
  route(router, E.getConversation, ({ ctx, params }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.getConversation(dbOf(ctx), requireUser(actorOf(ctx)), params.id);
  });
  route(router, E.listMessages, ({ ctx, params, query }) => {
    ctx.set('Cache-Control', 'private, no-store');
    return conversations.listMessages(dbOf(ctx), requireUser(actorOf(ctx)), params.id, query);
  });
  route(router, E.startConversation, async ({ ctx, body }) => {
    await limitPerUser(ctx, 'messages');
    return conversations.startConversation(dbOf(ctx), requireUser(actorOf(ctx)), body);
  });
  route(router, E.sendMessage, async ({ ctx, params, body }) => {
    await limitPerUser(ctx, 'messages');
    return conversations.sendMessage(dbOf(ctx), requireUser(actorOf(ctx)), params.id, body);
  });
  route(router, E.markConversationRead, ({ ctx, params }) =>
    conversations.markRead(dbOf(ctx), requireUser(actorOf(ctx)), params.id),
  );
  return router;
}
