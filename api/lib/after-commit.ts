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
  trx.executionPromise.then(
    () => effect(),
    () => {},
  );
}
