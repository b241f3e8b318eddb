import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStoreWithSelector` of the `use-sync-external-store` package (TanStack Store and
 * Headless UI import it), as an ES module over `react`'s own useSyncExternalStore. The package ships
 * only CommonJS, whose `require('react')` the Preact aliases (web/tools/preact-aliases.ts) cannot
 * reach in the web unit tests; this is what its `with-selector` entry does, without the shim for
 * Reacts that lack useSyncExternalStore.
 *
 * The selection is memoised on the snapshot: the same snapshot gives the same selection, and a new
 * selection that `isEqual` calls equal to the last one rendered is replaced by it (no re-render).
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const rendered = useRef<{ has: boolean; value: Selection | undefined }>({ has: false, value: undefined });
  const [getSelection, getServerSelection] = useMemo(() => {
    const memo: { last: { snapshot: Snapshot; selection: Selection } | null } = { last: null };
    const select = (snapshot: Snapshot): Selection => {
      if (memo.last && Object.is(memo.last.snapshot, snapshot)) return memo.last.selection;
      const next = selector(snapshot);
      const previous = memo.last
        ? memo.last.selection
        : rendered.current.has
          ? rendered.current.value
          : undefined;
      const hasPrevious = memo.last !== null || rendered.current.has;
      const selection =
        hasPrevious && isEqual && isEqual(previous as Selection, next) ? (previous as Selection) : next;
      memo.last = { snapshot, selection };
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { has: true, value };
  }, [value]);
  return value;
}
