import { describe, expect, it } from 'vitest';
import { appPath, bellLabel, newestId, unreadBadge, whenText } from './notification-bell-text';

describe('the notification bell', () => {
  it('shows the unread count on the badge, 9+ past nine, and no badge at zero', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(12)).toBe('9+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(12)).toBe('Notifications: 12 unread');
  });

  it('marks read up to the newest notification shown', () => {
    expect(newestId([])).toBeNull();
    expect(newestId([{ id: 4 }, { id: 9 }, { id: 7 }])).toBe(9);
  });

  it('opens app paths only', () => {
    expect(appPath('/artwork/5')).toBe('/artwork/5');
    expect(appPath('//evil.example/x')).toBeNull();
    expect(appPath('https://evil.example')).toBeNull();
    expect(appPath(null)).toBeNull();
  });

  it('says when, in words', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(whenText('2026-11-24T11:59:40Z', now)).toBe('Just now');
    expect(whenText('2026-11-24T11:45:00Z', now)).toBe('15 min ago');
    expect(whenText('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
    expect(whenText('2026-11-23T09:00:00Z', now)).toBe('Yesterday');
    expect(whenText('2026-11-01T09:00:00Z', now)).toBe('Nov 1, 2026');
  });
});
