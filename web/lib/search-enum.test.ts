import { describe, expect, it } from 'vitest';
import { oneOf } from './search-enum';

describe('oneOf', () => {
  const TABS = ['sent', 'received'] as const;
  it('keeps a listed value', () => {
    expect(oneOf(TABS, 'received')).toBe('received');
  });
  it('drops anything else', () => {
    expect(oneOf(TABS, 'RECEIVED')).toBeUndefined();
    expect(oneOf(TABS, 1)).toBeUndefined();
    expect(oneOf(TABS, undefined)).toBeUndefined();
  });
});
