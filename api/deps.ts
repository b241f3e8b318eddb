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
 * What a service function works with: the request's database handle and the image storage. Every
 * service function takes it as its first argument (routes build it per request, jobs once).
 */
export interface ServiceDeps {
  db: Knex;
  storage: Storage;
}

/** The part of ServiceDeps a service that touches no files takes (any ServiceDeps passes as one). */
export type DbDeps = Pick<ServiceDeps, 'db'>;
