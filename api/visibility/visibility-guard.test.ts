import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The public-visibility rule is written once, in api/visibility/public-visibility.ts. This fails
 * when a copy of it (an `approval_status = 'approved'` test, in SQL or through Knex) appears in
 * any other file of api/ or db/ that the app runs: use the module's fragment or modifier instead.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOME = 'api/visibility/public-visibility.ts';

/** Ways of writing "this row is approved" in SQL, Knex or on a row read back. */
const COPIES: RegExp[] = [
  // SQL: a.approval_status = 'approved', IS NOT DISTINCT FROM 'approved', IN ('approved', …)
  /approval_status\s*(?:=|IS\s+NOT\s+DISTINCT\s+FROM)\s*'approved'/i,
  /'approved'\s*(?:=|IS\s+NOT\s+DISTINCT\s+FROM)\s*[\w.]*approval_status/i,
  /approval_status\s+IN\s*\([^)]*'approved'/i,
  // Knex: .where('a.approval_status', 'approved'), .where('approval_status', '=', 'approved'),
  // .whereIn('approval_status', ['approved']), .where({ approval_status: 'approved' })
  /approval_status['"`]\s*,\s*(?:['"`]=['"`]\s*,\s*)?\[?\s*['"`]approved['"`]/,
  /approval_status['"`]?\s*:\s*['"`]approved['"`]/,
  // A row read back: row.approval_status === 'approved', artist.approvalStatus !== 'approved'
  /approval_?status\s*[!=]==?\s*['"`]approved['"`]/i,
];

/**
 * Files allowed their copies, and how many: history that must not change, and status tests that
 * are not about what the public sees. A new copy in one of them fails too.
 */
const ALLOWED: Record<string, { count: number; why: string }> = {
  'db/migrations/20261123000100_catalogue_paging.ts': {
    count: 1,
    why: 'history: the partial index of approved live artworks per artist',
  },
  'db/migrations/20261123000300_sync_changes.ts': {
    count: 1,
    why: 'history: the trigger is recreated from the module by 20261126070700_visibility_triggers',
  },
  'db/migrations/20261126070700_visibility_triggers.ts': {
    count: 1,
    why: 'its down restores the trigger of 20261123000300 as written there',
  },
  'api/modules/users/users.repo.ts': {
    count: 1,
    why: "the admins' counts of artists by status (pending, approved, rejected)",
  },
  'api/lib/moderation.ts': { count: 1, why: 'a moderation note is shown only while not approved' },
};

/** Each line of `text` that writes a copy of the rule. */
export function ruleCopies(text: string): string[] {
  return text.split('\n').filter((line) => COPIES.some((pattern) => pattern.test(line)));
}

/** The files of api/ and db/ the app runs (not tests, test helpers or demo seeds). */
function appFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['api/test', 'db/seeds'].includes(rel) ? [] : appFiles(rel);
    const isTest = /\.(test|test-world|spec)\.ts$/.test(entry.name);
    return entry.name.endsWith('.ts') && !isTest ? [rel] : [];
  });
}

describe('the public-visibility rule is written only in its module', () => {
  it('recognises the ways a copy is written, and not other statuses', () => {
    for (const copy of [
      "WHERE a.approval_status = 'approved' AND a.deleted_at IS NULL",
      "(w.approval_status='approved') AS on_sale",
      "aw.approval_status IS NOT DISTINCT FROM 'approved'",
      "'approved' = a.approval_status",
      "approval_status IN ('approved')",
      "query.where('a.approval_status', 'approved')",
      "query.where('approval_status', '=', 'approved')",
      "query.whereIn('aw.approval_status', ['approved'])",
      ".where({ user_id: id, approval_status: 'approved' })",
      "artistApproved: row.approval_status === 'approved',",
      "if (!artist || artist.approvalStatus !== 'approved') throw new NotFoundError('Artist');",
    ]) {
      expect(ruleCopies(copy), copy).toHaveLength(1);
    }
    for (const other of [
      "count(*) FILTER (WHERE a.approval_status = 'pending')",
      "qb.where('aw.approval_status', q.status)",
      "await db('artists').insert({ user_id: user.id, approval_status: 'pending' });",
      'WHERE n.approval_status IS DISTINCT FROM o.approval_status',
      "me.action IN ('approved', 'revoked')",
    ]) {
      expect(ruleCopies(other), other).toEqual([]);
    }
  });

  it('no file of api/ or db/ but public-visibility.ts writes the rule', () => {
    const files = [...appFiles('api'), ...appFiles('db')];
    expect(files).toContain(HOME);
    expect(files.length).toBeGreaterThan(100);
    const found: Record<string, string[]> = {};
    for (const file of files) {
      if (file === HOME) continue;
      const copies = ruleCopies(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      if (copies.length !== (ALLOWED[file]?.count ?? 0)) found[file] = copies.map((line) => line.trim());
    }
    // Use publicArtistSql / publicArtworkSql / wherePublicArtist … from api/visibility/public-visibility.ts.
    expect(found).toEqual({});
  });
});
