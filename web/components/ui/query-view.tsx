import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending'>;
  /** Skeleton of the final layout, while the first load runs. */
  pending: ReactNode;
  /** Shown when the load failed and nothing was cached (e.g. `<LoadError…/>`). */
  error: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Offline-first rendering of one query: data wins whenever there is some (a failed background
 * refresh while offline keeps showing what was seen), then the skeleton, then the error.
 */
export function QueryView<T>({ query, pending, error, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return pending;
  return error;
}
