import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart, CartItem, ShopSettings } from '@contract/checkout';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const original: CartItem = {
  kind: 'original',
  id: 41,
  artworkId: 5,
  title: 'Harbour at Dusk',
  artistId: 2,
  artistName: 'Maya Okafor',
  imageUrl: null,
  description: 'Original',
  unitPrice: 1200,
  quantity: 1,
  lineTotal: 1200,
  expiresAt: new Date(Date.now() + 12 * 60_000 + 30_000).toISOString(),
  maxQuantity: null,
};
const print: CartItem = {
  kind: 'print',
  id: 77,
  artworkId: 6,
  title: 'Quiet Field',
  artistId: 3,
  artistName: 'Theo Lindqvist',
  imageUrl: null,
  description: 'Fine Art Print · 30 × 40 cm',
  unitPrice: 45,
  quantity: 2,
  lineTotal: 90,
  expiresAt: null,
  maxQuantity: null,
};
const cart: Cart = { items: [original, print], itemsTotal: 1290, held: [], version: 'v1' };
const settings: ShopSettings = {
  shippingFlatRate: 15,
  reservationMinutes: 15,
  paymentWindowHours: 72,
  paymentMethods: [],
};

function openCart() {
  const fetchSpy = fakeApi({
    user: demoUser(),
    routes: { '/api/cart': { body: cart }, '/api/shop/settings': { body: settings } },
  });
  renderApp('/cart');
  return fetchSpy;
}

const calls = (spy: ReturnType<typeof fakeApi>, method: string) =>
  spy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body }));

describe('/cart (issue 13)', () => {
  it('lists each item with its price, a reserved original with its time left, a print with its quantity', async () => {
    openCart();
    const list = await screen.findByRole('list', { name: 'Cart items' }, { timeout: 3000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Harbour at Dusk');
    expect(first!.textContent).toContain('$1,200');
    expect(within(first!).getByTestId('reservation-left').textContent).toMatch(
      /Reserved for you · 1[12]:\d\d left/,
    );
    expect(second!.textContent).toContain('Quiet Field');
    expect(second!.textContent).toContain('$90');
    expect((within(second!).getByRole('combobox', { name: /Quantity/ }) as HTMLSelectElement).value).toBe(
      '2',
    );
    expect(within(second!).queryByTestId('reservation-left')).toBeNull();

    // Two artists: two orders, each with the flat shipping; tax is said to come later.
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByTestId('cart-items-total').textContent).toBe('$1,290');
    await waitFor(() => expect(summary.textContent).toContain('2 orders × $15'));
    expect(summary.textContent).toContain('$1,320');
    expect(summary.textContent).toContain('Tax is not included');
  });

  it('removes an item and changes a print quantity through the API', async () => {
    const spy = openCart();
    const list = await screen.findByRole('list', { name: 'Cart items' }, { timeout: 3000 });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Harbour at Dusk (Original)' }));
    await waitFor(() =>
      expect(calls(spy, 'DELETE').map((call) => call.url)).toEqual(['/api/cart/originals/41']),
    );
    expect(await screen.findByText('Removed from your cart')).toBeTruthy();

    fireEvent.change(within(list).getByRole('combobox', { name: /Quantity/ }), { target: { value: '3' } });
    await waitFor(() => expect(calls(spy, 'PATCH')).toHaveLength(1));
    const [patch] = calls(spy, 'PATCH');
    expect(patch!.url).toBe('/api/cart/prints/77');
    expect(JSON.parse(String(patch!.body))).toEqual({ quantity: 3 });
  });
});
