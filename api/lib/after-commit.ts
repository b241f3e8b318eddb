import type { Knex } from 'knex';

/**
 * Runs `effect` once the transaction `db` belongs to has committed (the outermost one, when `db` is
 * a savepoint), and never if it rolls back; outside a transaction, at once. For side effects that
 * cannot be rolled back, such as deleting stored files: a request that fails keeps its files.
 * Failures of `effect` are its own business: it should not throw.
 */
export function afterCommit(db: Knex, effect: () => Promise<unknown>): void {
  let trx = db.isTransaction ? (db as Knex.Transaction) : null;
  while (trx?.parentTransaction) trx = trx.parentTransaction;
  if (!trx?.executionPromise) {
    void effect();
    return;
  }
  const done = trx.executionPromise.then(
    () => effect(),
    () => {},
  );
  const list = pending.get(trx) ?? [];
  list.push(done.catch(() => {}));
  pending.set(trx, list);
}

/** The effects registered on each transaction, so its request can wait for them (settleAfterCommit). */
const pending = new WeakMap<Knex.Transaction, Promise<unknown>[]>();

/**
 * Waits for the after-commit effects of a transaction that has ended (the write transaction of a
 * request, api/middleware/transaction.ts): the answer is sent once they are done, so a client told
 * "deleted" never finds the file still served.
 */
export async function settleAfterCommit(trx: Knex.Transaction): Promise<void> {
  const list = pending.get(trx);
  if (!list) return;
  pending.delete(trx);
  await Promise.all(list);
}
