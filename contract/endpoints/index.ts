import { artistEndpoints } from './artists';
import { artworkEndpoints } from './artworks';
import { authEndpoints } from './auth';
import { checkoutEndpoints } from './checkout';
import { commissionEndpoints } from './commissions';
import { commissionServiceEndpoints } from './commission-services';
import { commissionWorkEndpoints } from './commission-work';
import { followEndpoints } from './follows';
import { invoiceEndpoints } from './invoices';
import { mailEndpoints } from './mail';
import { moderationEndpoints } from './moderation';
import { notificationEndpoints } from './notifications';
import { notificationMailEndpoints } from './notification-mail';
import { paymentEndpoints } from './payments';
import { reviewEndpoints } from './reviews';
import { conversationEndpoints } from './conversations';
import { orderEndpoints, printEndpoints, referenceEndpoints } from './shop';
import { syncEndpoints } from './sync';
import { systemEndpoints } from './system';
import { twoFactorEndpoints } from './two-factor';
import { userEndpoints } from './users';
import { vitalsEndpoints } from './vitals';

/**
 * Every /api endpoint, described once: the API registers its routes from these (api/lib/route.ts),
 * the OpenAPI document is generated from them and the web calls them by name.
 */
export const Endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...twoFactorEndpoints,
  ...userEndpoints,
  ...artistEndpoints,
  ...artworkEndpoints,
  ...moderationEndpoints,
  ...commissionEndpoints,
  ...commissionServiceEndpoints,
  ...commissionWorkEndpoints,
  ...conversationEndpoints,
  ...printEndpoints,
  ...orderEndpoints,
  ...checkoutEndpoints,
  ...invoiceEndpoints,
  ...paymentEndpoints,
  ...referenceEndpoints,
  ...syncEndpoints,
  ...followEndpoints,
  ...notificationEndpoints,
  ...notificationMailEndpoints,
  ...mailEndpoints,
  ...vitalsEndpoints,
  ...reviewEndpoints,
};
export type EndpointName = keyof typeof Endpoints;
export type Endpoint<N extends EndpointName> = (typeof Endpoints)[N];

export { artistEndpoints, artworkEndpoints, authEndpoints, commissionEndpoints, userEndpoints };
export {
  commissionServiceEndpoints,
  conversationEndpoints,
  followEndpoints,
  invoiceEndpoints,
  mailEndpoints,
  moderationEndpoints,
  notificationEndpoints,
  paymentEndpoints,
  reviewEndpoints,
};
export {
  checkoutEndpoints,
  orderEndpoints,
  printEndpoints,
  referenceEndpoints,
  syncEndpoints,
  systemEndpoints,
};
