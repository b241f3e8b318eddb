import crypto from 'node:crypto';
import fs from 'node:fs';

/** Inline scripts, as written into a page: `<script>` or `<script data-…="">`, without `src` or a data type. */
export const INLINE_SCRIPT = /<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g;

/** The CSP hashes (`sha256-…`) of a page's inline scripts, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `sha256-${crypto.createHash('sha256').update(body!).digest('base64')}`,
  );
  return [...new Set(hashes)];
}

/**
 * The hashes of the app shell's inline scripts (web/index.html: the install-offer listener, issue
 * 27 point 7), read from the built file and read again when it changes (a rebuild while running).
 */
export function shellScriptHashes(indexFile: string): () => string[] {
  let seen: { mtimeMs: number; hashes: string[] } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (seen?.mtimeMs !== mtimeMs)
        seen = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) };
      return seen.hashes;
    } catch {
      return [];
    }
  };
}
