import fs from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * A Rolldown `codeSplitting` group name (vite.config.ts) that merges the modules the public pages
 * share by family: every module that two or more public pages' route chunks import (directly or
 * through other modules), and that is not in the entry's chunk, goes into one chunk per set of
 * pages that import it (`shared.artist.artwork`: what exactly the artist and artwork pages share).
 * Left to itself Rolldown made a file of each module shared with any other route or dialog (the
 * artist page loaded 36 files, 14 of them a single icon): issue 29 asks for at most ~25 a page. A
 * page still loads only code it uses, and one file compresses better than the dozen it replaces.
 * Modules only private pages share are left to Rolldown.
 *
 * Which route imports what is read from the module graph. Icons are the exception: every module
 * imports them through lucide-react's barrel, so the graph says each icon is used by every page;
 * for them the graph is read from each module's `import { … } from 'lucide-react'`, through the
 * barrel's own export list.
 */
/**
 * React Query's mutations: reached from every page through the package's barrel (like the icons),
 * but used only by the write path (web/lib/write.ts and the offline edits), which every page loads
 * on demand. Grouped by that barrel they sat in the chunk every public page loads first (2.2 KB,
 * 0.8 KB gzipped); left to Rolldown they travel with the writes.
 */
const WRITES_ONLY =
  /[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:useMutation|mutationObserver)\.js$/;

export function publicFamilyChunks(
  pages: Record<string, string>,
): (id: string, ctx: ChunkingContext) => string | null {
  // Route file (absolute) -> short page name.
  /** The page whose route chunk `id` is: TanStack Router's split of the route file's `component`. */
  const pageOf = (id: string): string | undefined => {
    const [file = '', query = ''] = id.split('?');
    return /^tsr-split=(.+---)?component(---|$)/.test(query) ? pages[file] : undefined;
  };
  const all = [...new Set(Object.values(pages))].sort().join('.');
  const pagesOf = new Map<string, Set<string>>();
  let iconUsers: Map<string, string[]> | null = null;

  const otherEntriesOf = new Map<string, boolean>();
  /** Whether a chunk other than a public page's route chunk (a private route, a dialog) imports `id` too. */
  const reachedElsewhere = (id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean => {
    const known = otherEntriesOf.get(id);
    if (known !== undefined) return known;
    if (seen.has(id) || pageOf(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    const answer =
      !info ||
      info.isEntry ||
      info.dynamicImporters.length > 0 ||
      info.importers.some((importer) => reachedElsewhere(importer, ctx, seen));
    otherEntriesOf.set(id, answer);
    return answer;
  };

  /** The public pages whose route chunk reaches `id` through static imports (memoized). */
  const reachingPages = (id: string, ctx: ChunkingContext): Set<string> => {
    const known = pagesOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    pagesOf.set(id, found);
    const page = pageOf(id);
    if (page) {
      found.add(page);
      return found;
    }
    const info = ctx.getModuleInfo(id);
    // A lazily loaded module (a dialog) starts a chunk of its own: what it imports is not the page's.
    if (!info || info.isEntry || info.dynamicImporters.length > 0) return found;
    for (const importer of info.importers) for (const name of reachingPages(importer, ctx)) found.add(name);
    return found;
  };

  const iconImporters = (barrel: string, ctx: ChunkingContext): Map<string, string[]> => {
    if (iconUsers) return iconUsers;
    iconUsers = new Map();
    const fileOf = new Map<string, string>();
    const exports = fs.readFileSync(barrel, 'utf8');
    for (const [, specs = '', file = ''] of exports.matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g,
    )) {
      for (const spec of specs.split(',')) {
        const exported = /as\s+(\w+)/.exec(spec)?.[1];
        if (exported) fileOf.set(exported, file);
      }
    }
    for (const user of ctx.getModuleInfo(barrel)?.importers ?? []) {
      const code = ctx.getModuleInfo(user)?.code ?? '';
      for (const [, specs = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
        for (const spec of specs.split(',')) {
          const file = fileOf.get(spec.trim().split(/\s+as\s+/)[0] ?? '');
          if (file) iconUsers.set(file, [...(iconUsers.get(file) ?? []), user]);
        }
      }
    }
    return iconUsers;
  };

  return (id, ctx) => {
    const info = ctx.getModuleInfo(id);
    if (!info || info.isEntry || info.dynamicImporters.length > 0 || pageOf(id)) return null;
    let found: Set<string>;
    const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/.exec(id);
    if (icon) {
      const barrel = info.importers.find((importer) => importer.endsWith(`${path.sep}lucide-react.mjs`));
      const users = barrel ? iconImporters(barrel, ctx).get(icon[1] ?? '') : undefined;
      if (!users) return null;
      found = new Set(users.flatMap((user) => [...reachingPages(user, ctx)]));
      if (found.size === 1 && !users.some((user) => reachedElsewhere(user, ctx))) return null;
    } else if (/[\\/]lucide-react[\\/]/.test(id) || WRITES_ONLY.test(id)) {
      return null;
    } else {
      found = reachingPages(id, ctx);
      // Other modules of one page that Rolldown splits out (private routes use them too) stay apart:
      // grouped, their own imports would come along into the group and to pages that do not need it.
      if (found.size < 2) return null;
    }
    if (found.size === 0) return null;
    const family = [...found].sort().join('.');
    return `shared.${family === all ? 'all' : family}`;
  };
}
