import { describe, expect, it } from 'vitest';
import { splitTitle } from './spec-text';

describe('splitTitle', () => {
  it('splits at the first colon and space', () => {
    expect(splitTitle('Login failed: Invalid email or password')).toEqual({
      title: 'Login failed',
      description: 'Invalid email or password',
    });
    expect(splitTitle('Access Denied: a: b')).toEqual({ title: 'Access Denied', description: 'a: b' });
  });

  it('keeps a text without a colon as the title', () => {
    expect(splitTitle('Welcome back')).toEqual({ title: 'Welcome back' });
  });
});
