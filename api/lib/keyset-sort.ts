import { ValidationError } from '../errors';

/**
 * Keyset pagination (architecture.md, "Data"): a sort is a list of SQL expressions, the last one
 * unique (the id), that drives both `ORDER BY` and the `WHERE` that starts a page after the last row
 * of the previous one. A page is then an index range scan whatever its depth, and stays right when
 * rows are inserted or deleted between pages (no duplicates, no skips).
 *
 * Every expression must be NOT NULL (sort NULLs with `coalesce(x, sentinel)`), so row comparisons
 * `(expr, id) > (?, ?)` hold, and an expression index on exactly those expressions serves them.
 */
export interface SortKey {
  /** SQL over the query's aliases, e.g. `coalesce(aw.price_cents, 9223372036854775807)`. */
  sql: string;
  dir: 'asc' | 'desc';
  /** The type the cursor's text value is cast back to. */
  type: 'bigint' | 'integer' | 'text' | 'timestamptz' | 'boolean';
}

/** One sort of one list; `name` is written into its cursors so a cursor of another sort is refused. */
export interface SortSpec {
  name: string;
  keys: readonly SortKey[];
}

/** The sorts of a priced catalogue (artworks, commissions): newest, by price either way, by title. */
export type PricedSort = 'recent' | 'price-low' | 'price-high' | 'title';

/**
 * The sorts of a priced catalogue over a table's alias (`aw`, `c`), each ending in the id; no price
 * sorts last both ways (the sentinels keep the keys NOT NULL for row comparisons). Migration
 * 20261123000100 indexes exactly these expressions.
 */
export function pricedSorts(alias: string): Record<PricedSort, SortSpec> {
  const id = (dir: SortKey['dir']): SortKey => ({ sql: `${alias}.id`, dir, type: 'integer' });
  return {
    recent: { name: 'recent', keys: [id('desc')] },
    'price-low': {
      name: 'price-low',
      keys: [
        { sql: `coalesce(${alias}.price_cents, 9223372036854775807)`, dir: 'asc', type: 'bigint' },
        id('asc'),
      ],
    },
    'price-high': {
      name: 'price-high',
      keys: [{ sql: `coalesce(${alias}.price_cents, -1)`, dir: 'desc', type: 'bigint' }, id('desc')],
    },
    title: { name: 'title', keys: [{ sql: `lower(${alias}.title)`, dir: 'asc', type: 'text' }, id('asc')] },
  };
}

interface CursorBody {
  s: string;
  k: string[];
}

export function encodeCursor(sort: SortSpec, values: string[]): string {
  const body: CursorBody = { s: sort.name, k: values };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function badCursor(message: string): ValidationError {
  return new ValidationError({ cursor: message }, message);
}

/** The key values a cursor carries; 400 when malformed or made for another sort. */
export function decodeCursor(sort: SortSpec, cursor: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('This cursor is not valid: start again from the first page');
  }
  const { s, k } = (body ?? {}) as Partial<CursorBody>;
  if (
    typeof s !== 'string' ||
    !Array.isArray(k) ||
    k.length !== sort.keys.length ||
    !k.every((v) => typeof v === 'string' && v.length <= 300)
  ) {
    throw badCursor('This cursor is not valid: start again from the first page');
  }
  if (s !== sort.name) {
    throw badCursor(
      `This cursor belongs to the "${s}" sort, not "${sort.name}": start again from the first page`,
    );
  }
  return k;
}

function cast(key: SortKey): string {
  return `?::${key.type}`;
}

/** `ORDER BY` of a sort. */
export function orderBySql(sort: SortSpec): string {
  return sort.keys.map((key) => `${key.sql} ${key.dir.toUpperCase()}`).join(', ');
}

/**
 * The rows strictly after `values` in the sort: one row comparison when every key goes the same
 * way (what a btree index serves best), else the expanded `a > x OR (a = x AND b > y) ...`.
 * `keyOf[i]`: which sort key the i-th binding is the value of (a key may come more than once).
 */
export function afterSql(
  sort: SortSpec,
  values: string[],
): { sql: string; bindings: string[]; keyOf: number[] } {
  const { keys } = sort;
  const op = (key: SortKey) => (key.dir === 'asc' ? '>' : '<');
  if (keys.every((key) => key.dir === keys[0]!.dir)) {
    return {
      sql: `(${keys.map((k) => k.sql).join(', ')}) ${op(keys[0]!)} (${keys.map(cast).join(', ')})`,
      bindings: values,
      keyOf: values.map((_, i) => i),
    };
  }
  const parts: string[] = [];
  const bindings: string[] = [];
  const keyOf: number[] = [];
  keys.forEach((key, i) => {
    const equal = keys.slice(0, i).map((k) => `${k.sql} = ${cast(k)}`);
    parts.push(`(${[...equal, `${key.sql} ${op(key)} ${cast(key)}`].join(' AND ')})`);
    bindings.push(...values.slice(0, i), values[i]!);
    keyOf.push(...keys.slice(0, i + 1).map((_, j) => j));
  });
  return { sql: `(${parts.join(' OR ')})`, bindings, keyOf };
}

/**
 * Page sizes are written into the statement (a validated whole number, a handful of values): as a
 * parameter, PostgreSQL's generic plan has to assume LIMIT takes a tenth of the table, costs it
 * hundreds of times a page's plan and so plans the statement afresh on every run (about 1 ms under
 * load, more than running it); with the number in the text, a prepared page reuses its plan
 * (db/connection.ts, reusePlans).
 */
export const INLINE = { skipBinding: true } as const;
