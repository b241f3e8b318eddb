import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatBytes,
  formatDate,
  formatMonthYear,
  formatPrice,
  formatSyncTime,
  roleLabel,
  truncate,
} from './format';

describe('formatCount', () => {
  it('writes whole numbers as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US');
    const samples = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1234,
      10000,
      99999,
      100000,
      1234567,
      1e9 + 7,
      -1,
      -1000,
      -1234567,
    ];
    for (let i = 0; i < 10_000; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const n of samples) expect(formatCount(n), String(n)).toBe(intl.format(n));
  });
});

describe('formatPrice', () => {
  it('shows dollars with a dollar sign', () => {
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(49.5)).toBe('$49.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(null)).toBeNull();
  });
});

describe('dates', () => {
  it('formats ISO dates and rejects invalid ones', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('March 5, 2024');
    expect(formatMonthYear('2024-03-05T10:00:00.000Z')).toBe('March 2024');
    expect(formatDate('nope')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});

describe('roleLabel', () => {
  it('names each role as the screens show it', () => {
    expect(roleLabel('user')).toBe('Collector');
    expect(roleLabel('bus_admin')).toBe('Artist');
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('app_admin')).toBe('Admin');
    expect(roleLabel('super_admin')).toBe('Admin');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text on a word boundary', () => {
    expect(truncate('Short bio', 80)).toBe('Short bio');
    const long =
      'Painter of quiet coastal light, working in oil and cold wax from a small studio by the harbour.';
    const cut = truncate(long, 80);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(truncate('Ink wash studies of movement: dancers, birds. Wind in tall grass and more', 46)).toBe(
      'Ink wash studies of movement: dancers…',
    );
  });
});

describe('formatSyncTime', () => {
  it('shows the time for today and the day and time before, nothing for a missing time', () => {
    const now = new Date(2026, 10, 23, 18, 0);
    expect(formatSyncTime(new Date(2026, 10, 23, 14, 5).toISOString(), now)).toBe('2:05 PM');
    expect(formatSyncTime(new Date(2026, 10, 21, 9, 30).toISOString(), now)).toBe('Nov 21, 9:30 AM');
    expect(formatSyncTime(null, now)).toBeNull();
    expect(formatSyncTime('not a date', now)).toBeNull();
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(840)).toBe('840 B');
    expect(formatBytes(12 * 1024 + 100)).toBe('12 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(42 * 1024 * 1024)).toBe('42 MB');
  });
});
