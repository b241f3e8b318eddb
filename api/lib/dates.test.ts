import { describe, expect, it } from 'vitest';
import { iso } from './dates';

describe('iso', () => {
  it('writes a Date or a timestamp string as ISO 8601 UTC and keeps null', () => {
    expect(iso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(iso('2026-01-02 03:04:05+00')).toBe('2026-01-02T03:04:05.000Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });
});
