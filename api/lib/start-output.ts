/**
 * What `npm start` says to a person on a terminal: a progress line that rewrites itself, and the
 * banner once the app is ready (the address, the database and its files, where mail goes, the demo
 * accounts). With JSON logs the same facts are fields of the "Atelier is running" line instead.
 */
import path from 'node:path';

export interface StartFacts {
  url: string;
  /** e.g. 'embedded PostgreSQL 18, files in ./data/postgres (psql "$(cat data/postgres-url)")' */
  database: string;
  /** e.g. 'kept in the database: read it at http://localhost:3000/dev/mailbox' */
  mail: string;
  /** Demo accounts whose public password signs in (empty on a real site). */
  demoAccounts: string[];
  demoPassword: string;
}

/** A path as a person would type it from here: `./data/postgres` inside the working folder. */
export function shownPath(p: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, p);
  if (!relative) return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? p : `./${relative}`;
}

/** The banner's lines, without colours (the terminal adds none; a copy pastes clean). */
export function startBanner(facts: StartFacts): string {
  const lines = [
    `Atelier is ready: ${facts.url}`,
    `  Database  ${facts.database}`,
    `  Mail      ${facts.mail}`,
  ];
  const accounts = facts.demoAccounts;
  if (accounts.length > 0) {
    const named =
      accounts.length === 1 ? accounts[0] : `${accounts.slice(0, -1).join(', ')} or ${accounts.at(-1)}`;
    lines.push(`  Sign in   ${named}, password ${facts.demoPassword}`);
  }
  return `\n${lines.join('\n')}\n\n`;
}

export interface Progress {
  update(done: number, total: number): void;
  finish(summary: string): void;
}

/**
 * `Painting the demo pictures… 12 of 172`, rewritten in place on a terminal. Work done within a
 * second (pictures already cached) shows nothing; off a terminal only the finishing line is written.
 */
export function progressLine(
  label: string,
  out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
  quietMs = 1000,
): Progress {
  const started = Date.now();
  let shown = false;
  return {
    update(done, total) {
      if (!shown && Date.now() - started < quietMs) return;
      shown = true;
      if (out.isTTY) out.write(`\r\x1b[K${label}… ${done} of ${total}`);
    },
    finish(summary) {
      if (shown) out.write(`${out.isTTY ? '\r\x1b[K' : ''}${label}… ${summary}\n`);
    },
  };
}
