import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const fn = vi.fn(() => 1) as ReturnType<typeof vi.fn> & {
    error: ReturnType<typeof vi.fn>;
    dismiss: ReturnType<typeof vi.fn>;
  };
  fn.error = vi.fn(() => 2);
  fn.dismiss = vi.fn();
  (fn as unknown as { getToasts: () => unknown[] }).getToasts = vi.fn(() => []);
  return fn;
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toast, toastIfIdle } = await import('./toast');

describe('toast', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a default toast with its description', async () => {
    toast({ title: 'Logged out successfully' });
    await vi.waitFor(() => expect(sonner).toHaveBeenCalled());
    expect(sonner).toHaveBeenCalledWith(
      'Logged out successfully',
      expect.objectContaining({ description: undefined }),
    );
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('shows the destructive variant as an error toast', async () => {
    toast({ title: 'Login failed: Invalid email or password', variant: 'destructive' });
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalled());
    expect(sonner.error).toHaveBeenCalledWith('Login failed: Invalid email or password', expect.any(Object));
    expect(sonner).not.toHaveBeenCalled();
  });
});

describe('toastIfIdle', () => {
  beforeEach(() => vi.clearAllMocks());
  const getToasts = () => (sonner as unknown as { getToasts: ReturnType<typeof vi.fn> }).getToasts;

  it('shows a low-priority notice when no toast is on screen', async () => {
    getToasts().mockReturnValue([]);
    expect(await toastIfIdle({ title: 'Ready to work offline' })).toEqual(expect.any(String));
    await vi.waitFor(() => expect(sonner).toHaveBeenCalled());
    expect(sonner).toHaveBeenCalledWith('Ready to work offline', expect.any(Object));
  });

  it('never pushes away a toast the user is reading (one toast at a time)', async () => {
    getToasts().mockReturnValue([{ id: 7, title: 'Login failed' }]);
    expect(await toastIfIdle({ title: 'Ready to work offline' })).toBeNull();
    expect(sonner).not.toHaveBeenCalled();
  });
});
