import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { twoFactorRoutes } from './auth/two-factor.routes';
import { artworkRoutes } from './artworks/artworks.routes';
import { referenceRoutes } from './reference/reference.routes';
import { artistsRoutes } from './artists/artists.routes';
import { usersRoutes } from './users/users.routes';
import { healthRoutes } from './health/health.routes';
import { commissionRequestRoutes } from './commission-requests/commission-requests.routes';
import { commissionRoutes } from './commissions/commissions.routes';
import { commissionServiceRoutes } from './commission-services/commission-services.routes';
import { conversationRoutes } from './conversations/conversations.routes';
import { orderRoutes } from './orders/orders.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { paymentRoutes } from './payments/payments.routes';
import { refundRoutes } from './refunds/refunds.routes';
import { testHookRoutes } from './checkout/test-hooks.routes';
import { podOrderRoutes } from './pod/pod-orders.routes';
import { podProductRoutes } from './pod/pod-products.routes';
import { statsRoutes } from './stats/stats.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { syncRoutes } from './sync/sync.routes';
import { followRoutes } from './follows/follows.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { notificationMailRoutes } from './notifications/notification-mail.routes';
import { mailboxRoutes } from './mail/mailbox.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { vitalsRoutes } from './vitals/vitals.routes';
import { reviewRoutes } from './reviews/reviews.routes';

/** Every /api router, in one list; each registers the endpoints of contract/endpoints it serves. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    commissionRoutes(deps),
    commissionServiceRoutes(deps),
    commissionRequestRoutes(deps),
    conversationRoutes(deps),
    podProductRoutes(deps),
    podOrderRoutes(deps),
    orderRoutes(deps),
    checkoutRoutes(deps),
    invoiceRoutes(deps),
    paymentRoutes(deps),
    refundRoutes(deps),
    testHookRoutes(deps),
    statsRoutes(deps),
    authRoutes(deps),
    twoFactorRoutes(deps),
    accountRoutes(deps),
    moderationRoutes(deps),
    artworkRoutes(deps),
    referenceRoutes(deps),
    artistsRoutes(deps),
    usersRoutes(deps),
    syncRoutes(deps),
    followRoutes(deps),
    notificationMailRoutes(deps),
    notificationRoutes(deps),
    mailboxRoutes(deps),
    vitalsRoutes(deps),
    reviewRoutes(deps),
    openApiRoutes(deps),
  ];
}
