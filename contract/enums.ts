import { z } from 'zod';

export const RoleSchema = z.enum(['user', 'bus_admin', 'admin', 'app_admin', 'super_admin']);
export type Role = z.infer<typeof RoleSchema>;
/** Self-registration offers only these (spec section 6). */
export const SelfRegisterRoleSchema = z.enum(['user', 'bus_admin']);
export const ADMIN_ROLES: readonly Role[] = ['admin', 'app_admin', 'super_admin'];
/** app_admin and super_admin pass every role guard (spec section 6). */
export const SUPER_ROLES: readonly Role[] = ['app_admin', 'super_admin'];

export const ApprovalStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

export const CommissionRequestStatusSchema = z.enum([
  'pending',
  'accepted',
  'rejected',
  'in_progress',
  'completed',
  'cancelled',
]);
export type CommissionRequestStatus = z.infer<typeof CommissionRequestStatusSchema>;

export const ImageTypeSchema = z.enum(['portfolio', 'profile', 'studio', 'process', 'exhibition']);
export type ImageType = z.infer<typeof ImageTypeSchema>;

export const StockTypeSchema = z.enum(['original', 'print']);
export type StockType = z.infer<typeof StockTypeSchema>;

export const ArtworkStatusFilterSchema = z.enum(['all', 'approved', 'pending', 'rejected']);
export type ArtworkStatusFilter = z.infer<typeof ArtworkStatusFilterSchema>;

/** `expired`: a reservation released unpaid after its time ran out (originals only). */
export const OrderStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ArtworkSortSchema = z.enum(['recent', 'price-low', 'price-high', 'title']);
export type ArtworkSort = z.infer<typeof ArtworkSortSchema>;
export const ArtistSortSchema = z.enum(['recent', 'verified']);
export type ArtistSort = z.infer<typeof ArtistSortSchema>;
export const CommissionSortSchema = z.enum(['recent', 'price-high', 'price-low', 'title']);
export type CommissionSort = z.infer<typeof CommissionSortSchema>;

export const PriceBucketSchema = z.enum(['under-100', '100-500', '500-1000', 'over-1000']);
export type PriceBucket = z.infer<typeof PriceBucketSchema>;

/** Call at the end of a switch over a union so a new member is a type error. */
export function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
