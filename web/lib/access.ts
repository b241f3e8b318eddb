import { SUPER_ROLES, type Role } from '@contract/enum-values';

/** What a route guard decides (spec section 6). */
export type Access = 'allowed' | 'unauthenticated' | 'forbidden';

/** Guard texts, shown in place of the page (spec section 6). */
export const AUTH_REQUIRED_TEXT = 'Authentication Required: Please log in to access this page.';
export const ACCESS_DENIED_TEXT = "Access Denied: You don't have permission to access this page.";

/** app_admin and super_admin pass every role guard. */
export function isSuperAdmin(role: Role | null | undefined): boolean {
  return !!role && SUPER_ROLES.includes(role);
}

/**
 * No user: unauthenticated. A required role the user lacks: forbidden, unless the user is
 * app_admin or super_admin. No required role: any signed-in user.
 */
export function checkAccess(user: { role: Role } | null | undefined, requiredRole?: Role): Access {
  if (!user) return 'unauthenticated';
  if (!requiredRole || user.role === requiredRole || isSuperAdmin(user.role)) return 'allowed';
  return 'forbidden';
}

/** Header and user menu visibility (spec section 6). */
export const showsAdminBadge = isSuperAdmin;
export const showsAdminDashboardLink = isSuperAdmin;
export function showsArtistDashboardLink(role: Role | null | undefined): boolean {
  return role === 'bus_admin';
}
