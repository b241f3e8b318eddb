import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { watchTwoFactorSetup } from './two-factor-redirect';

const twoFactorFirst = () =>
  new ApiError(
    403,
    'Forbidden',
    JSON.stringify({ message: 'Set it up on your profile', code: 'TWO_FACTOR_SETUP_REQUIRED' }),
  );

function world(pathname = '/admin') {
  const client = createQueryClient();
  const router = { navigate: vi.fn(), state: { location: { pathname } } };
  const stop = watchTwoFactorSetup(client, router);
  return { client, router, stop };
}

describe('watchTwoFactorSetup', () => {
  it('sends an admin whose query answers TWO_FACTOR_SETUP_REQUIRED to the setup on /profile', async () => {
    const { client, router } = world();
    await client
      .fetchQuery({ queryKey: ['moderation'], queryFn: () => Promise.reject(twoFactorFirst()) })
      .catch(() => {});
    expect(router.navigate).toHaveBeenCalledWith({ to: '/profile', hash: 'two-factor' });
  });

  it('does the same for a write', async () => {
    const { client, router } = world();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(twoFactorFirst()),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(router.navigate).toHaveBeenCalledWith({ to: '/profile', hash: 'two-factor' });
  });

  it('leaves other errors, and an admin already on /profile, where they are', async () => {
    const other = world();
    const forbidden = new ApiError(403, 'Forbidden', JSON.stringify({ code: 'FORBIDDEN' }));
    await other.client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(forbidden) })
      .catch(() => {});
    expect(other.router.navigate).not.toHaveBeenCalled();

    const onProfile = world('/profile');
    await onProfile.client
      .fetchQuery({ queryKey: ['sessions'], queryFn: () => Promise.reject(twoFactorFirst()) })
      .catch(() => {});
    expect(onProfile.router.navigate).not.toHaveBeenCalled();
  });
});

describe('watchTwoFactorSetup, begun after a call failed', () => {
  it('still sends the admin to the setup', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['artworks'], queryFn: () => Promise.reject(twoFactorFirst()) })
      .catch(() => {});
    const router = { navigate: vi.fn(), state: { location: { pathname: '/' } } };
    watchTwoFactorSetup(client, router);
    expect(router.navigate).toHaveBeenCalledWith({ to: '/profile', hash: 'two-factor' });
  });
});
