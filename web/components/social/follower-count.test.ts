import { describe, expect, it } from 'vitest';
import { followerCountText } from './follower-count';

describe('followerCountText', () => {
  it('says how many follow, in words a visitor reads', () => {
    expect(followerCountText(0)).toBe('No followers yet');
    expect(followerCountText(1)).toBe('1 follower');
    expect(followerCountText(1200)).toBe('1,200 followers');
  });
});
