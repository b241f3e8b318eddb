import { describe, expect, it } from 'vitest';
import {
  browseCommissions,
  commissionListParams,
  filterCommissions,
  parseCommissionBrowseSearch,
  sortCommissions,
} from './commission-browse';
import { aCommission } from './test-fixtures';

const ids = (items: { id: number }[]) => items.map((item) => item.id);

const commissions = [
  aCommission({ id: 1, title: 'Wedding Portrait', medium: 'Oil', price: 1800 }),
  aCommission({ id: 2, title: 'family home', medium: 'Watercolor', price: 350, artistName: 'Ines Duarte' }),
  aCommission({
    id: 3,
    title: 'Book Cover',
    medium: 'Digital',
    price: null,
    description: 'Cover art for a novel',
  }),
  aCommission({ id: 4, title: 'Highland', medium: 'oil', price: 350 }),
];

describe('filterCommissions', () => {
  it('searches title, description, medium and artist', () => {
    expect(ids(filterCommissions(commissions, { search: 'WEDDING' }))).toEqual([1]);
    expect(ids(filterCommissions(commissions, { search: 'novel' }))).toEqual([3]);
    expect(ids(filterCommissions(commissions, { search: 'ines' }))).toEqual([2]);
  });

  it('filters by medium ignoring case', () => {
    expect(ids(filterCommissions(commissions, { medium: 'Oil' }))).toEqual([1, 4]);
  });
});

describe('sortCommissions', () => {
  it('recent, price high, price low (missing prices last), title', () => {
    expect(ids(sortCommissions(commissions, 'recent'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortCommissions(commissions, 'price-high'))).toEqual([1, 4, 2, 3]);
    // The API's keyset order: price-low ties by id ascending.
    expect(ids(sortCommissions(commissions, 'price-low'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortCommissions(commissions, 'title'))).toEqual([3, 2, 4, 1]);
  });

  it('browseCommissions filters, then sorts', () => {
    expect(ids(browseCommissions(commissions, { medium: 'oil', sort: 'price-low' }))).toEqual([4, 1]);
  });
});

describe('URL state', () => {
  it('reads valid values and asks the API for the showcase', () => {
    const filters = parseCommissionBrowseSearch({ search: 'dog', medium: 'Charcoal', sort: 'price-high' });
    expect(filters).toEqual({ search: 'dog', medium: 'Charcoal', sort: 'price-high' });
    expect(commissionListParams(filters)).toEqual({
      showcase: 'true',
      search: 'dog',
      medium: 'Charcoal',
      sort: 'price-high',
    });
    expect(parseCommissionBrowseSearch({ sort: 'cheapest' })).toEqual({});
  });
});
