import { formatCount } from '@/lib/format';

/** '1 follower', '12 followers', 'No followers yet'. */
export function followerCountText(count: number): string {
  if (count <= 0) return 'No followers yet';
  return `${formatCount(count)} ${count === 1 ? 'follower' : 'followers'}`;
}
