import 'fake-indexeddb/auto';
import { Endpoints } from '../../contract/endpoints';
import type { CommissionRequest } from '../../contract/commission-request';
import { fakeLocks } from '../../web/test/fake-tabs';
import { isApiError } from '../../web/lib/api-client';
import { call } from '../../web/lib/call';
import type { WriteCommand } from '../../web/lib/write-command';
import { createOfflineDb, type OfflineDb } from '../../web/offline/db';
import { electLeader, type Leadership } from '../../web/offline/leader';
import { createOutboxRunner, type OutboxRunner, type SendContext } from '../../web/offline/runner';
import { createArtist, createArtwork, createUser, signIn } from './fixtures';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/**
 * One collector's browser for api/offline-oracle.property.test.ts: a session on the test app, a
 * local store (fake IndexedDB) shared by the browser's tabs, each tab with the web's real outbox
 * runner and a place in the real leader election (web/offline/leader.ts over a Web Locks double):
 * the leading tab sends for all of them, and when it goes, the next one takes back what it left
 * 'sending' and sends (as web/offline/outbox-sync.ts does). The test can cut the network, make a
 * send lose its answer, kill the leading tab in the middle of a send, or restart the server
 * while a send is on its way.
 */

const HOUR = 60 * 60_000;
let dbCount = 0;

export interface Tab {
  db: OfflineDb;
  runner: OutboxRunner;
  leadership: Leadership;
}

/** One collector's browser: its session, tabs, local store and network. */
export interface Browser {
  t: TestApp;
  userId: number;
  dbName: string;
  /** The Web Locks of the browser (shared by its tabs). */
  locks: Pick<LockManager, 'request'>;
  /** Open tabs, oldest first. */
  tabs: Tab[];
  /** What the tab that took the lead last does on taking it (take back, send). */
  handover: Promise<void>;
  /** The leading tab's local store (every tab's: they share it). */
  readonly db: OfflineDb;
  fetch: typeof fetch;
  online: boolean;
  /** The next send that reaches the server loses its answer. */
  loseNext: boolean;
  /** The next send that reaches the server hangs until its tab is killed. */
  killNext: boolean;
  /** The next send that reaches the server is cut by a server restart (run by `onRestart`). */
  restartNext: boolean;
  onRestart: () => Promise<void>;
  hung: ((error: Error) => void) | null;
  /** The artist's artworks (an artist's browser), and their titles at the start. */
  artworks: { id: number; title: string }[];
  /** What the device learned from the server's answers to its requests, by title. */
  ids: Map<string, { id: number; conversationId: number | null }>;
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
      // Not an answer (the server is down): nothing reached it.
      if (!isApiError(error)) throw error;
      failure = error;
    }
    // The send reached the server and was applied (or refused); what happens to its answer:
    if (browser.killNext) {
      browser.killNext = false;
      await new Promise((_, reject) => (browser.hung = reject));
    }
    if (browser.restartNext) {
      browser.restartNext = false;
      await browser.onRestart();
      throw networkDown();
    }
    if (browser.loseNext) {
      browser.loseNext = false;
      throw networkDown();
    }
    if (failure) throw failure;
    if (command.endpoint === 'createCommissionRequest') {
      const request = result as CommissionRequest;
      browser.ids.set(request.title, { id: request.id, conversationId: request.conversationId });
    }
    return result;
  };
}

function leaderTab(browser: Browser): Tab {
  const tab = browser.tabs.find((one) => one.leadership.isLeader());
  if (!tab) throw new Error('No tab leads');
  return tab;
}

/** Opens a tab (a page load): its own connection to the shared store, a runner, a place in the election. */
export async function openTab(browser: Browser): Promise<void> {
  const db = createOfflineDb(browser.dbName);
  await db.open();
  const runner = createOutboxRunner({ db, send: send(browser), now: () => browser.clock.now });
  const leadership = electLeader(browser.locks);
  const tab: Tab = { db, runner, leadership };
  leadership.subscribe((leader) => {
    if (!leader) return;
    // As outbox-sync.ts: the tab that led before is gone, so what it left 'sending' goes now.
    browser.handover = (async () => {
      await runner.takeBackStale(0);
      if (browser.online) await runner.drain();
    })();
  });
  browser.tabs.push(tab);
  await settle(browser);
}

/** Waits until a tab leads and has done what taking the lead asks. */
async function settle(browser: Browser): Promise<void> {
  await until(() => browser.tabs.some((tab) => tab.leadership.isLeader()));
  await browser.handover;
}

function closeTab(browser: Browser, tab: Tab): void {
  tab.db.close();
  tab.leadership.stop(); // the browser releases the closed page's lock
  browser.tabs.splice(browser.tabs.indexOf(tab), 1);
}

/** A collector's browser, or an artist's with `artworks` artworks of theirs. */
export async function newBrowser(t: TestApp, artworks = 0): Promise<Browser> {
  const knex = t.db.knex;
  const artist = artworks ? await createArtist(knex) : null;
  const user = artist ?? (await createUser(knex));
  const client = await signIn(t, user.email);
  const own: { id: number; title: string }[] = [];
  for (let i = 0; i < artworks; i++) {
    const title = `Artwork of ${user.username} ${i + 1}`;
    own.push({
      id: (await createArtwork(knex, artist!.artistId, { title })).id,
      title,
    });
  }
  const browser: Browser = {
    t,
    userId: user.id,
    dbName: `oracle-${++dbCount}`,
    locks: fakeLocks(),
    tabs: [],
    handover: Promise.resolve(),
    get db() {
      return leaderTab(browser).db;
    },
    fetch: sessionFetch(t, client),
    online: true,
    loseNext: false,
    killNext: false,
    restartNext: false,
    onRestart: () => t.restart(),
    hung: null,
    artworks: own,
    ids: new Map(),
    clock: { now: Date.now() },
  };
  await openTab(browser);
  return browser;
}

/** The leading tab sends what can go (another tab asking to drain asks the leader). */
export async function drain(browser: Browser): Promise<void> {
  browser.clock.now += HOUR; // every backoff is over
  await leaderTab(browser).runner.drain();
}

/**
 * The leading tab dies while its send is in flight (applied on the server, never answered); the
 * next tab takes the lead, or, when it was the only one, the page is loaded again.
 */
export async function killMidSend(browser: Browser): Promise<void> {
  const tab = leaderTab(browser);
  browser.killNext = true;
  browser.clock.now += HOUR;
  const draining = tab.runner.drain().catch(() => undefined);
  await Promise.race([draining, until(() => browser.hung !== null)]);
  browser.killNext = false;
  // No time passes: the item's lease is fresh, so only the new leader's taking back sends it now.
  closeTab(browser, tab);
  browser.hung?.(new Error('The tab was killed'));
  browser.hung = null;
  await draining;
  if (!browser.tabs.length) await openTab(browser);
  await settle(browser);
}

/** The leading tab is closed (between sends); with one tab open, nothing happens. */
export async function closeLeader(browser: Browser): Promise<void> {
  if (browser.tabs.length < 2) return;
  closeTab(browser, leaderTab(browser));
  await settle(browser);
}

/** The newest tab reloads (a follower, or the only tab, which then leads again). */
export async function reload(browser: Browser): Promise<void> {
  closeTab(browser, browser.tabs.at(-1)!);
  await openTab(browser);
}

/**
 * The server restarts while the browser's next send is on its way (after it was applied, before
 * the answer); while it is down, `meanwhile` runs (another browser trying to send). When nothing
 * is sent (offline, nothing queued), the server just restarts.
 */
export async function restartMidSend(browser: Browser, meanwhile: () => Promise<void>): Promise<void> {
  browser.restartNext = true;
  browser.onRestart = () => browser.t.restart(meanwhile);
  await drain(browser);
  if (browser.restartNext) {
    browser.restartNext = false;
    await browser.t.restart(meanwhile);
  }
}

/** Closes every tab and deletes the local store. */
export async function closeBrowser(browser: Browser): Promise<void> {
  for (const tab of [...browser.tabs]) closeTab(browser, tab);
  await createOfflineDb(browser.dbName)
    .delete()
    .catch(() => undefined);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
