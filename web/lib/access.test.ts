import { describe, expect, it } from 'vitest';
import { checkAccess, showsAdminBadge, showsAdminDashboardLink, showsArtistDashboardLink } from './access';

describe('checkAccess', () => {
  it('asks a signed-out visitor to log in', () => {
    expect(checkAccess(null)).toBe('unauthenticated');
    expect(checkAccess(undefined, 'bus_admin')).toBe('unauthenticated');
  });

  it('lets any signed-in user through a guard without a role', () => {
    expect(checkAccess({ role: 'user' })).toBe('allowed');
  });

  it('requires the exact role otherwise', () => {
    expect(checkAccess({ role: 'bus_admin' }, 'bus_admin')).toBe('allowed');
    expect(checkAccess({ role: 'user' }, 'bus_admin')).toBe('forbidden');
    expect(checkAccess({ role: 'admin' }, 'admin')).toBe('allowed');
    expect(checkAccess({ role: 'bus_admin' }, 'admin')).toBe('forbidden');
    expect(checkAccess({ role: 'admin' }, 'bus_admin')).toBe('forbidden');
  });

  it('lets app_admin and super_admin pass every guard', () => {
    for (const role of ['app_admin', 'super_admin'] as const) {
      expect(checkAccess({ role }, 'bus_admin')).toBe('allowed');
      expect(checkAccess({ role }, 'admin')).toBe('allowed');
    }
  });
});

describe('header visibility', () => {
  it('shows the Admin badge and Admin Dashboard link to app_admin and super_admin only', () => {
    expect(showsAdminBadge('app_admin')).toBe(true);
    expect(showsAdminDashboardLink('super_admin')).toBe(true);
    expect(showsAdminBadge('admin')).toBe(false);
    expect(showsAdminDashboardLink('bus_admin')).toBe(false);
    expect(showsAdminBadge(null)).toBe(false);
  });

  it('shows the Artist Dashboard link to bus_admin only', () => {
    expect(showsArtistDashboardLink('bus_admin')).toBe(true);
    expect(showsArtistDashboardLink('app_admin')).toBe(false);
    expect(showsArtistDashboardLink('user')).toBe(false);
  });
});
