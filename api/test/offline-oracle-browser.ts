import 'fake-indexeddb/auto';
import { Endpoints } from '../../contract/endpoints';
import type { CommissionRequest } from '../../contract/commission-request';
import { call } from '../../web/lib/call';
import type { WriteCommand } from '../../web/lib/write-command';
import { createOfflineDb, type OfflineDb } from '../../web/offline/db';
import { createOutboxRunner, type OutboxRunner, type SendContext } from '../../web/offline/runner';
import { createUser, signIn } from './fixtures';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/**
 * One collector's browser for api/offline-oracle.property.test.ts: a session on the test app, a
 * local store of its own (fake IndexedDB) with the web's real outbox runner, and a network the test
 * can cut, make lose an answer, or kill the tab in the middle of a send.
 */

const HOUR = 60 * 60_000;
let dbCount = 0;

/** One collector's browser: its session, local store, outbox runner and network. */
export interface Browser {
  userId: number;
  dbName: string;
  db: OfflineDb;
  runner: OutboxRunner;
  fetch: typeof fetch;
  online: boolean;
  /** The next send that reaches the server loses its answer. */
  loseNext: boolean;
  /** The next send that reaches the server hangs until its tab is killed. */
  killNext: boolean;
  hung: ((error: Error) => void) | null;
  /** Request ids the device learned from the server's answers, by title. */
  ids: Map<string, number>;
  clock: { now: number };
}

const networkDown = () => new TypeError('Failed to fetch');

function sessionFetch(t: TestApp, client: TestClient): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', client.cookieHeader());
    return fetch(t.baseUrl + String(input), { ...init, headers });
  };
}

function send(browser: Browser) {
  return async (command: WriteCommand, { signal }: SendContext): Promise<unknown> => {
    if (!browser.online) throw networkDown();
    const endpoint = Endpoints[command.endpoint];
    const input = { params: command.params, body: command.body };
    let result: unknown;
    let failure: unknown = null;
    try {
      result = await call(endpoint, input as never, {
        key: command.key ?? undefined,
        signal,
        fetch: browser.fetch,
      });
    } catch (error) {
      failure = error;
    }
    if (browser.killNext) {
      browser.killNext = false;
      await new Promise((_, reject) => (browser.hung = reject));
    }
    if (browser.loseNext) {
      browser.loseNext = false;
      throw networkDown();
    }
    if (failure) throw failure;
    if (command.endpoint === 'createCommissionRequest') {
      const request = result as CommissionRequest;
      browser.ids.set(request.title, request.id);
    }
    return result;
  };
}

/** Opens the browser's local store and a runner, as a page load does (the new leader takes back what was left 'sending'). */
async function load(browser: Browser): Promise<void> {
  browser.db = createOfflineDb(browser.dbName);
  await browser.db.open();
  browser.runner = createOutboxRunner({ db: browser.db, send: send(browser), now: () => browser.clock.now });
  await browser.runner.takeBackStale(0);
}

export async function newBrowser(t: TestApp): Promise<Browser> {
  const user = await createUser(t.db.knex);
  const client = await signIn(t, user.email);
  const browser = {
    userId: user.id,
    dbName: `oracle-${++dbCount}`,
    fetch: sessionFetch(t, client),
    online: true,
    loseNext: false,
    killNext: false,
    hung: null,
    ids: new Map(),
    clock: { now: Date.now() },
  } as unknown as Browser;
  await load(browser);
  return browser;
}

export async function drain(browser: Browser): Promise<void> {
  browser.clock.now += HOUR; // every backoff is over
  await browser.runner.drain();
}

/** The tab dies while its send is in flight (applied on the server, never answered), then reloads. */
export async function killMidSend(browser: Browser): Promise<void> {
  browser.killNext = true;
  browser.clock.now += HOUR;
  const draining = browser.runner.drain().catch(() => undefined);
  await Promise.race([draining, until(() => browser.hung !== null)]);
  browser.killNext = false;
  browser.db.close();
  browser.hung?.(new Error('The tab was killed'));
  browser.hung = null;
  await draining;
  browser.clock.now += HOUR;
  await load(browser);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

export async function reload(browser: Browser): Promise<void> {
  browser.db.close();
  await load(browser);
}
