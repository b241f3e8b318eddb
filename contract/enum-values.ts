/**
 * The values of every contract enum, as plain tuples: contract/enums.ts builds the zod schemas from
 * them. Kept free of zod so the web's public shell can read them without loading it (issue 10:
 * lean first load).
 */
export const ROLES = ['user', 'bus_admin', 'admin', 'app_admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
/** Self-registration offers only these (spec section 6). */
export const SELF_REGISTER_ROLES = ['user', 'bus_admin'] as const;
export const ADMIN_ROLES: readonly Role[] = ['admin', 'app_admin', 'super_admin'];
/** app_admin and super_admin pass every role guard (spec section 6). */
export const SUPER_ROLES: readonly Role[] = ['app_admin', 'super_admin'];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const COMMISSION_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'in_progress',
  'completed',
  'cancelled',
  /** Beyond the spec (issue 13): the artist sent a quote and waits for the sender's answer. */
  'quoted',
  /** Beyond the spec: the sender declined the quote; the artist may revise it or decline. */
  'quote_declined',
] as const;
export type CommissionRequestStatus = (typeof COMMISSION_REQUEST_STATUSES)[number];

export const IMAGE_TYPES = ['portfolio', 'profile', 'studio', 'process', 'exhibition'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const STOCK_TYPES = ['original', 'print'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

export const ARTWORK_STATUS_FILTERS = ['all', 'approved', 'pending', 'rejected'] as const;
export type ArtworkStatusFilter = (typeof ARTWORK_STATUS_FILTERS)[number];

/** `expired`: a reservation released unpaid after its time ran out (originals only). */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ARTWORK_SORTS = ['recent', 'price-low', 'price-high', 'title'] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];
export const ARTIST_SORTS = ['recent', 'verified'] as const;
export type ArtistSort = (typeof ARTIST_SORTS)[number];
export const COMMISSION_SORTS = ['recent', 'price-high', 'price-low', 'title'] as const;
export type CommissionSort = (typeof COMMISSION_SORTS)[number];

export const PRICE_BUCKET_KEYS = ['under-100', '100-500', '500-1000', 'over-1000'] as const;
export type PriceBucket = (typeof PRICE_BUCKET_KEYS)[number];

/** Call at the end of a switch over a union so a new member is a type error. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
