// A port below the kernel's ephemeral range, for a server that is closed and opened again on the
// same port (a restart, an outage in a test) or whose neighbour is opened later. The kernel hands
// out ports of its ephemeral range (ip_local_port_range) to outgoing connections and to listen(0):
// a port from there may meanwhile be the local port of some database connection, and listening on
// it again fails with EADDRINUSE. Below that range only an explicit listen takes a port.
import fs from 'node:fs';

const LOWEST = 10_000;

/** Where the kernel's own port range starts (Linux's default when it cannot be read). */
function ephemeralStart() {
  try {
    const start = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
    if (Number.isInteger(start) && start > LOWEST + 1_000) return start;
  } catch {
    // not Linux
  }
  return 32_768;
}

/**
 * Calls `tryListen` with random ports below the ephemeral range until it answers true (it listened,
 * or found what it needs free) and returns that port. `span`: how many ports from it the caller
 * uses (2: the port and the one above it). `half`: the end-to-end app takes the upper half, the API
 * tests' servers the lower one, so that a test server never takes the port the e2e suite found free
 * for its Stripe stand-in minutes before it starts it.
 */
export async function steadyPort(tryListen, { span = 1, half = 'lower' } = {}) {
  const ephemeral = ephemeralStart();
  const middle = Math.floor((LOWEST + ephemeral) / 2);
  const [low, high] = half === 'upper' ? [middle, ephemeral - span] : [LOWEST, middle - span];
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await tryListen(port)) return port;
  }
  throw new Error(`No free port between ${low} and ${high + span - 1}`);
}
