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
  const table = path.join(contractDir, 'endpoints/table.ts');
  const EACH = '\0atelier:endpoints-each';
  const leanGroups = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const groups = (await tsImport(pathToFileURL(target).href, import.meta.url)) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    return Object.fromEntries(
      Object.entries(groups).map(([name, group]) => [
        name,
        Object.fromEntries(
          Object.entries(group).map(([endpoint, def]) => [
            endpoint,
            Object.fromEntries(
              CALL_FIELDS.filter((field) => def[field] !== undefined).map((f) => [f, def[f]]),
            ),
          ]),
        ),
      ]),
    );
  };
  return {
    name: 'atelier:lean-endpoints',
    enforce: 'pre',
    resolveId(id) {
      return id === EACH ? EACH : null;
    },
    async load(id) {
      const file = id.split('?')[0];
      if (file === target) {
        // `Endpoints` as a namespace of one export per endpoint: `Endpoints.listArtworks` keeps
        // only the endpoints a chunk names, so the first load carries the reads it makes, not the
        // whole table (issue 21). The groups stay for whoever imports one.
        const groups = await leanGroups();
        const lines = Object.entries(groups)
          .filter(([name]) => name !== 'Endpoints')
          .map(([name, group]) => `export const ${name} = ${JSON.stringify(group)};`);
        return [`export * as Endpoints from ${JSON.stringify(EACH)};`, ...lines].join('\n');
      }
      if (id === EACH) {
        const all = Object.entries((await leanGroups()).Endpoints ?? {});
        return [
          ...all.map(([, def], i) => `const e${i} = ${JSON.stringify(def)};`),
          `export { ${all.map(([name], i) => `e${i} as ${name}`).join(', ')} };`,
        ].join('\n');
      }
      // The whole table, for the one caller that looks endpoints up by a name it holds as data
      // (web/lib/write-send.ts, sending a stored command): loaded with the first write.
      if (file === table)
        return `export const Endpoints = ${JSON.stringify((await leanGroups()).Endpoints)};`;
      return null;
    },
  };
}
