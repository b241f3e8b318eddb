import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** What the web's `call` reads of an endpoint (web/lib/call.ts); the schemas are the API's. */
const CALL_FIELDS = ['method', 'path', 'list', 'encoding'] as const;

/**
 * Serves `contract/endpoints/index.ts` to the web bundle as data: each endpoint's method, path,
 * list flag and encoding, without its zod schemas. The web trusts responses (web/lib/call.ts) and
 * its forms import the schemas they validate with, so zod stays out of the public shell (issue 10:
 * lean first load) while every endpoint is still described once. Types come from the real module.
 */
export function leanEndpoints(contractDir: string): Plugin {
  const target = path.join(contractDir, 'endpoints/index.ts');
  return {
    name: 'atelier:lean-endpoints',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== target) return null;
      const { tsImport } = await import('tsx/esm/api');
      const groups = (await tsImport(pathToFileURL(target).href, import.meta.url)) as Record<
        string,
        Record<string, Record<string, unknown>>
      >;
      const lines = Object.entries(groups).map(([name, group]) => {
        const lean = Object.fromEntries(
          Object.entries(group).map(([endpoint, def]) => [
            endpoint,
            Object.fromEntries(
              CALL_FIELDS.filter((field) => def[field] !== undefined).map((f) => [f, def[f]]),
            ),
          ]),
        );
        return `export const ${name} = ${JSON.stringify(lean)};`;
      });
      return lines.join('\n');
    },
  };
}
