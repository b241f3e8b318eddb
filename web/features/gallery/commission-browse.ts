import { z } from 'zod';
import type { Commission, CommissionListQuery } from '../../../contract/commission';
import { CommissionSortSchema, exhaustiveSwitchError, type CommissionSort } from '../../../contract/enums';
import { byNumber, byText, sortedBy, thenBy, type Compare } from './compare';
import {
  enumParam,
  matchesSearch,
  NameParamSchema,
  sameName,
  SearchParamSchema,
  withoutEmpty,
} from './search-text';

/** Commission Gallery's URL state (`/commissions?search=&medium=&sort=`). */
export const CommissionBrowseSearchSchema = z.object({
  search: SearchParamSchema,
  medium: NameParamSchema,
  sort: enumParam(CommissionSortSchema),
});
export type CommissionBrowseSearch = Partial<z.output<typeof CommissionBrowseSearchSchema>>;

export function parseCommissionBrowseSearch(raw: Record<string, unknown>): CommissionBrowseSearch {
  return withoutEmpty(CommissionBrowseSearchSchema.parse(raw));
}

export const COMMISSION_SORT_OPTIONS: readonly { value: CommissionSort; label: string }[] = [
  { value: 'recent', label: 'Most recent' },
  { value: 'price-high', label: 'Price: high to low' },
  { value: 'price-low', label: 'Price: low to high' },
  { value: 'title', label: 'Title A-Z' },
];

/** The showcase only: the gallery shows finished commissioned work. */
export function commissionListParams(filters: CommissionBrowseSearch): CommissionListQuery {
  return withoutEmpty({
    showcase: 'true' as const,
    search: filters.search,
    medium: filters.medium,
    sort: filters.sort === 'recent' ? undefined : filters.sort,
  });
}

/** Same rules as the API: search in title, description, medium and artist; the medium by name ignoring case. */
export function filterCommissions(
  commissions: readonly Commission[],
  filters: CommissionBrowseSearch,
): Commission[] {
  return commissions.filter(
    (commission) =>
      matchesSearch(
        [commission.title, commission.description, commission.medium, commission.artistName],
        filters.search,
      ) &&
      (!filters.medium || sameName(commission.medium, filters.medium)),
  );
}

const newestFirst: Compare<Commission> = (a, b) => b.id - a.id;

function commissionComparator(sort: CommissionSort): Compare<Commission> {
  switch (sort) {
    case 'recent':
      return newestFirst;
    case 'price-high':
      return thenBy(
        byNumber((c) => c.price, 'desc'),
        newestFirst,
      );
    case 'price-low':
      return thenBy(
        byNumber((c) => c.price, 'asc'),
        newestFirst,
      );
    case 'title':
      return thenBy(
        byText((c) => c.title),
        (a, b) => a.id - b.id,
      );
    default:
      return exhaustiveSwitchError(sort);
  }
}

/** Spec section 9: recent, price high, price low (missing prices last), title. */
export function sortCommissions(
  commissions: readonly Commission[],
  sort: CommissionSort = 'recent',
): Commission[] {
  return sortedBy(commissions, commissionComparator(sort));
}

export function browseCommissions(
  commissions: readonly Commission[],
  filters: CommissionBrowseSearch,
): Commission[] {
  return sortCommissions(filterCommissions(commissions, filters), filters.sort);
}
