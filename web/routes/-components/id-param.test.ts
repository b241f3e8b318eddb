import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('reads decimal digits as the id', () => {
    expect(idParam.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it.each(['0x10', '0b10000', '0o20', '1.6e1', '16.0', '+16', '016', ' 16', '0', '-1', '2147483648', ''])(
    'is the 404 page for %j',
    (id) => {
      expect(() => idParam.parse({ id })).toThrow();
    },
  );
});
