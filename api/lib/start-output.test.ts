import { describe, expect, it } from 'vitest';
import { resolveLogFormat } from './logger';
import { progressLine, shownPath, startBanner } from './start-output';

const facts = {
  url: 'http://localhost:3000',
  database: 'embedded PostgreSQL 18, files in ./data/postgres (psql "$(cat ./data/postgres-url)")',
  mail: 'kept in the database (no SMTP_URL): read it at http://localhost:3000/dev/mailbox',
  demoPassword: 'demo1234',
};

describe('the start banner', () => {
  it('names the address, the database, where mail goes and the demo accounts with their password', () => {
    const banner = startBanner({
      ...facts,
      demoAccounts: ['collector@atelier.test', 'artist@atelier.test', 'admin@atelier.test'],
    });
    expect(banner.trim().split('\n')).toEqual([
      'Atelier is ready: http://localhost:3000',
      '  Database  embedded PostgreSQL 18, files in ./data/postgres (psql "$(cat ./data/postgres-url)")',
      '  Mail      kept in the database (no SMTP_URL): read it at http://localhost:3000/dev/mailbox',
      '  Sign in   collector@atelier.test, artist@atelier.test or admin@atelier.test, password demo1234',
    ]);
  });

  it('offers no accounts on a site without the demo', () => {
    expect(startBanner({ ...facts, demoAccounts: [] })).not.toContain('Sign in');
    expect(startBanner({ ...facts, demoAccounts: ['admin@atelier.test'] })).toContain(
      '  Sign in   admin@atelier.test, password demo1234',
    );
  });

  it('shows paths as typed from the working folder, and others in full', () => {
    expect(shownPath('/srv/app/data/postgres', '/srv/app')).toBe('./data/postgres');
    expect(shownPath('/tmp/atelier/postgres', '/srv/app')).toBe('/tmp/atelier/postgres');
  });
});

describe('the progress line', () => {
  const terminal = (isTTY: boolean) => {
    let text = '';
    return { isTTY, write: (s: string) => (text += s), text: () => text };
  };

  it('counts on a terminal in place, then ends with one line', () => {
    const out = terminal(true);
    const progress = progressLine('Painting the demo pictures', out, 0);
    progress.update(1, 172);
    progress.update(2, 172);
    progress.finish('done in 41 s');
    expect(out.text()).toBe(
      '\r\x1b[KPainting the demo pictures… 1 of 172\r\x1b[KPainting the demo pictures… 2 of 172' +
        '\r\x1b[KPainting the demo pictures… done in 41 s\n',
    );
  });

  it('writes only the ending line off a terminal, and nothing for work done at once', () => {
    const piped = terminal(false);
    const slow = progressLine('Painting the demo pictures', piped, 0);
    slow.update(1, 172);
    slow.finish('done in 41 s');
    expect(piped.text()).toBe('Painting the demo pictures… done in 41 s\n');

    const tty = terminal(true);
    const quick = progressLine('Painting the demo pictures', tty, 60_000);
    quick.update(172, 172);
    quick.finish('done in 0 s');
    expect(tty.text()).toBe('');
  });
});

describe('the log format', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});
