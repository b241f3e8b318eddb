/**
 * Calls `tryListen` with random ports below the kernel's ephemeral range until it answers true (it
 * listened, or found what it needs free) and returns that port; `span` ports from it are in range;
 * `half`: 'upper' for the end-to-end app, 'lower' (the default) for the API tests' servers.
 */
export function steadyPort(
  tryListen: (port: number) => Promise<boolean>,
  options?: { span?: number; half?: 'lower' | 'upper' },
): Promise<number>;
