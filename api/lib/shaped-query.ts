import type { Knex } from 'knex';

/**
 * Statements built once per shape (issue 29, point 3): knex building and compiling a hot read on
 * every request was about a tenth of the app's CPU for an artwork by id, work a bare `pg` handler
 * does not do. A shaped read names its values (`bind(name, value)` where the builder takes a
 * value); the first request of a shape runs knex's own statement, and compiles the shape once
 * more with a placeholder for each named value (kept only if, with that request's values put in,
 * it is the very statement knex built); every later request of the shape only puts its values in
 * their places. The statement still runs through knex (its `query` event, the transaction or pool
 * of `db`, the named plans of db/connection.ts).
 *
 * The key must say everything about the inputs that changes the text or a value not named (a
 * filter present or not, a sort, a value written into the text): the callers' test
 * (`artworks.shaped.test.ts`) compares the statement of a known shape with the one knex builds,
 * for inputs of the same shape with other values.
 */

/** Where a named value goes, while a shape is compiled. */
class Slot {
  constructor(readonly name: string) {}
}

/** `bind(name, value)`: the value itself when building as usual, its named place in a shape. */
export type Bind = (name: string, value: unknown) => unknown;

/** Building as usual: every value is itself. */
export const asIs: Bind = (_name, value) => value;
const slot: Bind = (name) => new Slot(name);

interface Shape {
  method: string;
  sql: string;
  /** A Slot where a named value goes, else the value compiled into the shape. */
  bindings: unknown[];
}

/**
 * The statements kept for `db`'s SQL client in `byClient`, made empty the first time. A transaction's
 * client is made from its pool's: the same constructor, the same SQL.
 */
export function ofClient<V>(byClient: Map<object, Map<string, V>>, db: Knex): Map<string, V> {
  const owner = db.client.constructor as object;
  let kept = byClient.get(owner);
  if (!kept) byClient.set(owner, (kept = new Map()));
  return kept;
}

/** At most this many shapes are kept per SQL client; more are built as usual (no unbounded memory). */
const MAX_SHAPES = 256;
const shapesOf = new Map<object, Map<string, Shape | null>>();

/**
 * The shape of `build`, checked against the statement knex builds for the first request's values:
 * the same text and the same bindings once its values are put in, else null (built as usual).
 */
function compile(
  build: (bind: Bind) => Knex.QueryBuilder,
  actual: { sql: string; bindings: readonly unknown[] },
  values: Record<string, unknown>,
): Shape | null {
  const compiled = build(slot).toSQL();
  const method = compiled.method;
  if (method !== 'select' && method !== 'first') return null;
  const shape = { method, sql: compiled.sql, bindings: [...compiled.bindings] };
  const filled = fill(shape, values);
  const same =
    shape.sql === actual.sql &&
    filled.length === actual.bindings.length &&
    filled.every((value, i) => Object.is(value, actual.bindings[i]));
  return same ? shape : null;
}

const fill = (shape: Shape, values: Record<string, unknown>) =>
  shape.bindings.map((b) => (b instanceof Slot ? values[b.name] : b));

/**
 * The read `build(asIs)` makes, from its shape when this key was seen before. `values` holds each
 * named value (what `build` passes to `bind`). The first request of a key runs knex's own statement.
 */
export function shaped(
  db: Knex,
  key: string,
  build: (bind: Bind) => Knex.QueryBuilder,
  values: Record<string, unknown>,
): Knex.QueryBuilder {
  const shapes = ofClient(shapesOf, db);
  const shape = shapes.get(key);
  if (shape === undefined || shape === null) {
    const query = build(asIs);
    if (shape === undefined && shapes.size < MAX_SHAPES) {
      shapes.set(key, compile(build, query.toSQL(), values));
    }
    return query;
  }
  return readyMade(db, { method: shape.method, sql: shape.sql, bindings: fill(shape, values) });
}

/** A read compiled before (`toSQL()` of a select or first), run through knex on `db` as it is. */
export interface Compiled {
  method: string;
  sql: string;
  bindings: readonly unknown[];
}

/** A builder that runs `compiled` on `db` without building or compiling anything. */
export function readyMade(db: Knex, { method, sql, bindings }: Compiled): Knex.QueryBuilder {
  const query = db.queryBuilder();
  // What knex's runner asks a builder for (the compiler's `toSQL`), with the given text.
  (query as unknown as { toSQL: () => unknown }).toSQL = () => ({ method, sql, bindings, options: {} });
  return query;
}

/** Tests: every shape forgotten, so the next read of each is knex's own statement again. */
export function forgetShapes(): void {
  for (const shapes of shapesOf.values()) shapes.clear();
}
