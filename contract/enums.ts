import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  ARTIST_SORTS,
  ARTWORK_SORTS,
  ARTWORK_STATUS_FILTERS,
  COMMISSION_REQUEST_STATUSES,
  COMMISSION_SORTS,
  IMAGE_TYPES,
  ORDER_STATUSES,
  PRICE_BUCKET_KEYS,
  ROLES,
  SELF_REGISTER_ROLES,
  STOCK_TYPES,
} from './enum-values';

// The values (and their types) live in enum-values.ts, which the web's public shell reads without zod.
export * from './enum-values';

export const RoleSchema = z.enum(ROLES);
/** Self-registration offers only these (spec section 6). */
export const SelfRegisterRoleSchema = z.enum(SELF_REGISTER_ROLES);
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export const CommissionRequestStatusSchema = z.enum(COMMISSION_REQUEST_STATUSES);
export const ImageTypeSchema = z.enum(IMAGE_TYPES);
export const StockTypeSchema = z.enum(STOCK_TYPES);
export const ArtworkStatusFilterSchema = z.enum(ARTWORK_STATUS_FILTERS);
/** `expired`: a reservation released unpaid after its time ran out (originals only). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const ArtworkSortSchema = z.enum(ARTWORK_SORTS);
export const ArtistSortSchema = z.enum(ARTIST_SORTS);
export const CommissionSortSchema = z.enum(COMMISSION_SORTS);
export const PriceBucketSchema = z.enum(PRICE_BUCKET_KEYS);
