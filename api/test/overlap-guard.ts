import { afterAll, expect } from 'vitest';

// A statement sent on a connection still running another (Promise.all over one transaction) is
// queued by pg, which deprecates it: pg 9 will refuse it. pg says so once per process, as a
// DeprecationWarning; the API test file in whose time it came fails, naming where it was sent.
// `readTogether` (api/lib/sql.ts) runs a transaction's reads one after another.
const OVERLAP = 'already executing a query';
const state = globalThis as { overlapGuard?: { warnings: string[] } };
if (!state.overlapGuard) {
  const guard = { warnings: [] as string[] };
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(OVERLAP))
      guard.warnings.push(warning.stack ?? warning.message);
  });
  state.overlapGuard = guard;
}
const guard = state.overlapGuard;
const before = guard.warnings.length;

afterAll(() => {
  expect(guard.warnings.slice(before), 'statements overlapping on one connection').toEqual([]);
});
