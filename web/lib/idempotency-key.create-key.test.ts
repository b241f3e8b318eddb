import { describe, expect, it } from 'vitest';
import { createKeyForBody } from './idempotency-key';

describe('idempotency keys', () => {
  it('repeat for the same body until done, change for another body', () => {
    const keys = createKeyForBody();
    const first = keys.keyFor({ title: 'a' });
    expect(keys.keyFor({ title: 'a' })).toBe(first);
    expect(keys.keyFor({ title: 'b' })).not.toBe(first);
    const second = keys.keyFor({ title: 'b' });
    keys.done();
    expect(keys.keyFor({ title: 'b' })).not.toBe(second);
  });
});
