import { queryOptions, useQuery } from '@tanstack/react-query';
import { Endpoints } from '@contract/endpoints';
import { read } from '@/lib/call';

/** The signed-in user's cart (`GET /api/cart`): items, total and the originals held for them. */
export const cartKeys = {
  all: ['cart'] as const,
};

/** Orders: the buyer's (`GET /api/purchases`) and the artist's sales (`GET /api/sales`). */
export const purchaseKeys = {
  all: ['purchases'] as const,
  mine: () => [...purchaseKeys.all, 'mine'] as const,
  sales: () => [...purchaseKeys.all, 'sales'] as const,
};

export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
};

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => read(Endpoints.getCart, {}, { signal }),
  });
}

/** The cart, only fetched when signed in (a visitor has none). */
export function useCart(signedIn: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled: signedIn });
}

export function useShopSettings() {
  return useQuery({
    queryKey: shopSettingsKeys.all,
    queryFn: ({ signal }) => read(Endpoints.getShopSettings, {}, { signal }),
  });
}

export function useMyOrders() {
  return useQuery({
    queryKey: purchaseKeys.mine(),
    queryFn: ({ signal }) => read(Endpoints.listMyOrders, {}, { signal }),
  });
}

export function useSales(enabled = true) {
  return useQuery({
    queryKey: purchaseKeys.sales(),
    queryFn: ({ signal }) => read(Endpoints.listSales, {}, { signal }),
    enabled,
  });
}

/** Orders a buyer reported a problem with (admins): `GET /api/admin/flagged-orders`. */
export const flaggedOrdersKey = ['flagged-orders'] as const;
export function useFlaggedOrders() {
  return useQuery({
    queryKey: flaggedOrdersKey,
    queryFn: ({ signal }) => read(Endpoints.listFlaggedOrders, {}, { signal }),
  });
}
