import type { Knex } from 'knex';
import type { Database } from '../db/connection';
import type { Config } from './config';
import type { Logger } from './lib/logger';
import type { PrintProvider } from './modules/pod/print-provider';
import type { Storage } from './storage/storage';

/** What the app is built from (the composition root hands these to every module's routes). */
export interface AppDeps {
  db: Database;
  storage: Storage;
  config: Config;
  logger: Logger;
  /** Printful or the built-in catalogue (api/modules/pod/print-providers.ts). */
  printProvider: PrintProvider;
}

/**
 * The one dependency object of a service: every exported function of a `*.service.ts` takes it
 * (or its `DbDeps` part) as its first argument, and passes it on whole to the services it calls
 * (eslint.config.js fails on any other first parameter). Routes build it per request with
 * `serviceDeps(deps, dbOf(ctx))`, jobs once with `serviceDeps(deps)`; `db` is the pool or the
 * transaction the caller runs in (`inTransaction`).
 */
export interface ServiceDeps {
  /** The pool, or the transaction every service of one unit of work shares. */
  db: Knex;
  storage: Storage;
  config: Config;
  printProvider: PrintProvider;
}

/** The part of ServiceDeps a service that only reads and writes rows takes (any ServiceDeps passes as one). */
export type DbDeps = Pick<ServiceDeps, 'db'>;

/** The app's ServiceDeps on a database handle (the pool unless a request's or job's transaction is given). */
export function serviceDeps(app: AppDeps, db: Knex = app.db.knex): ServiceDeps {
  return { db, storage: app.storage, config: app.config, printProvider: app.printProvider };
}

/**
 * The same dependencies in a transaction: a caller that runs several services as one unit of work
 * opens the transaction and hands each of them this (`db.transaction((trx) => ...inTransaction(deps, trx))`).
 */
export function inTransaction<D extends DbDeps>(deps: D, trx: Knex.Transaction): D {
  return { ...deps, db: trx };
}
