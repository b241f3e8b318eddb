import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const fn = vi.fn(() => 1) as ReturnType<typeof vi.fn> & {
    error: ReturnType<typeof vi.fn>;
    dismiss: ReturnType<typeof vi.fn>;
  };
  fn.error = vi.fn(() => 2);
  fn.dismiss = vi.fn();
  return fn;
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toast } = await import('./toast');

describe('toast', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a default toast with its description', () => {
    toast({ title: 'Logged out successfully' });
    expect(sonner).toHaveBeenCalledWith(
      'Logged out successfully',
      expect.objectContaining({ description: undefined }),
    );
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('shows the destructive variant as an error toast', () => {
    toast({ title: 'Login failed: Invalid email or password', variant: 'destructive' });
    expect(sonner.error).toHaveBeenCalledWith('Login failed: Invalid email or password', expect.any(Object));
    expect(sonner).not.toHaveBeenCalled();
  });
});
