import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader who follows a link in README.md or docs/ lands somewhere: every relative link names a
 * file that exists, and every #anchor names a heading of that page (GitHub's heading slugs).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text a reader sees as links: fenced blocks and inline code are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = fs.readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a page, with where it points. */
function relativeLinks(page: string): Array<{ target: string; file: string; anchor?: string }> {
  const links = [];
  for (const [, raw] of prose(fs.readFileSync(path.join(root, page), 'utf8')).matchAll(
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    const target = raw!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
    const file = filePart
      ? path.resolve(root, path.dirname(page), decodeURI(filePart))
      : path.join(root, page);
    links.push({ target, file, anchor });
  }
  return links;
}

describe('links in README.md and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(1);
    expect(relativeLinks('README.md').length).toBeGreaterThan(5);
  });

  it.each(pages)('every relative link in %s points to a file that exists and a heading it has', (page) => {
    const broken: string[] = [];
    for (const link of relativeLinks(page)) {
      if (!fs.existsSync(link.file)) broken.push(`${link.target}: no such file`);
      else if (link.anchor && link.file.endsWith('.md') && !anchorsOf(link.file).has(link.anchor))
        broken.push(`${link.target}: no heading '#${link.anchor}' in ${path.relative(root, link.file)}`);
    }
    expect(broken).toEqual([]);
  });

  it('makes anchors the way GitHub does', () => {
    expect(slug('Cart, checkout and orders (beyond the spec)')).toBe(
      'cart-checkout-and-orders-beyond-the-spec',
    );
    expect(slug('Upgrading TanStack Router and Query')).toBe('upgrading-tanstack-router-and-query');
    expect(slug('On your own PostgreSQL and S3')).toBe('on-your-own-postgresql-and-s3');
    expect(slug('`npm start` output')).toBe('npm-start-output');
  });
});
