import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Artwork } from '@contract/artwork';
import type { PodProduct, PrintProduct } from '@contract/pod';
import { dismissToast } from '@/lib/toast';
import { demoUser, fakeApi, renderApp, type FakeApi } from '@/test/render-app';

const wait = { timeout: 3000 };

afterEach(() => {
  dismissToast(); // sonner keeps active toasts between renders
  cleanup();
  vi.restoreAllMocks();
});

const artwork = (id: number, title: string, approvalStatus: Artwork['approvalStatus']): Artwork => ({
  id,
  artistId: 3,
  artistName: 'Maya Okafor',
  title,
  description: null,
  specialty: null,
  specialtyId: null,
  medium: 'Oil',
  mediumId: 2,
  dimensions: null,
  yearCreated: null,
  price: 400,
  imageUrl: null,
  images: [],
  approvalStatus,
  createdAt: '2024-05-01T00:00:00.000Z',
  version: 1,
  updatedAt: '2024-05-01T00:00:00.000Z',
});

const poster: PrintProduct = {
  external_id: 'poster-matte',
  name: 'Enhanced Matte Paper Poster',
  variants: [
    { external_id: 'poster-matte-11x14', name: 'Enhanced Matte Paper Poster (in) 11″×14″', retail_price: 21 },
    { external_id: 'poster-matte-12x16', name: 'Enhanced Matte Paper Poster (in) 12″×16″', retail_price: 24 },
    { external_id: 'poster-matte-16x20', name: 'Enhanced Matte Paper Poster (in) 16″×20″', retail_price: 29 },
  ],
};
const canvas: PrintProduct = {
  external_id: 'canvas',
  name: 'Canvas',
  variants: [{ external_id: 'canvas-12x12', name: 'Canvas 12″×12″', retail_price: 55 }],
};
const offeredCanvas: PodProduct = {
  id: 5,
  artworkId: 11,
  externalId: 'canvas',
  name: 'Canvas',
  variants: canvas.variants,
  version: 1,
  createdAt: '2024-05-01T00:00:00.000Z',
  updatedAt: '2024-05-01T00:00:00.000Z',
};

function api(routes: FakeApi['routes'] = {}) {
  return fakeApi({
    user: demoUser({ role: 'bus_admin' }),
    routes: {
      '/api/artists/me': { body: { id: 3, approvalStatus: 'approved', specialties: [], socialLinks: {} } },
      '/api/artworks': { body: [artwork(11, 'Dusk', 'approved'), artwork(12, 'Dawn', 'pending')] },
      '/api/pod-products': { body: [offeredCanvas] },
      '/api/printful/products': { body: [canvas, poster] },
      ...routes,
    },
  });
}

async function openPrints() {
  renderApp('/artist-dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Offer prints of Dusk' }, wait));
  return within(await screen.findByRole('dialog', {}, wait));
}

/**
 * The requests that counted: StrictMode mounts a dialog twice in development and tests, and the
 * first mount's reads are cancelled (their signal aborted) and asked again.
 */
const calls = (fetch: ReturnType<typeof api>, method: string, url: string) =>
  fetch.mock.calls.filter(
    ([u, init]) => u === url && (init?.method ?? 'GET') === method && !init?.signal?.aborted,
  );

describe('offer prints', () => {
  it('is only offered for approved artworks; others say why', async () => {
    api();
    renderApp('/artist-dashboard');
    const pending = await screen.findByRole('button', { name: 'Offer prints of Dawn' }, wait);
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(pending.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pending.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Prints can be offered once the artwork is approved.',
    );
    expect((screen.getByRole('button', { name: 'Offer prints of Dusk' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('lists what is offered, skips it in the picker and offers the ticked sizes', async () => {
    const fetch = api({
      'POST /api/pod-products': {
        status: 201,
        body: { ...offeredCanvas, id: 6, externalId: 'poster-matte', name: poster.name, variants: [] },
      },
    });
    const dialog = await openPrints();
    const offered = await dialog.findByRole('list', { name: 'Offered print products' }, wait);
    expect(offered.textContent).toContain('Canvas12″×12″ · $55');
    const product = dialog.getByLabelText('Product') as HTMLSelectElement;
    expect(product.value).toBe('poster-matte'); // the offered canvas is skipped
    expect((dialog.getByRole('option', { name: 'Canvas (offered)' }) as HTMLOptionElement).disabled).toBe(
      true,
    );

    // Nothing ticked: a hint, no request.
    fireEvent.click(dialog.getByRole('button', { name: 'Offer prints' }));
    expect(await dialog.findByText('Choose at least one size.')).toBeTruthy();
    expect(calls(fetch, 'POST', '/api/pod-products')).toHaveLength(0);

    fireEvent.click(dialog.getByRole('checkbox', { name: /16″×20″/ }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /11″×14″\s*\$21/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Offer 2 sizes' }));
    expect(await screen.findByText('Prints offered', {}, wait)).toBeTruthy();
    const [post] = calls(fetch, 'POST', '/api/pod-products');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      artworkId: 11,
      externalId: 'poster-matte',
      variantIds: ['poster-matte-11x14', 'poster-matte-16x20'],
    });
    expect((post?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{16,}/);
    // The list collectors see (same query key as the artwork page) was loaded again.
    await waitFor(() => expect(calls(fetch, 'GET', '/api/pod-products?artworkId=11')).toHaveLength(2));
  });

  it("says 'Failed to create POD product' with the server's message", async () => {
    api({
      'POST /api/pod-products': {
        status: 409,
        body: { message: 'This print product is already offered for this artwork', code: 'DUPLICATE' },
      },
    });
    const dialog = await openPrints();
    fireEvent.click(await dialog.findByRole('button', { name: 'Select all' }, wait));
    fireEvent.click(dialog.getByRole('button', { name: 'Offer 3 sizes' }));
    expect(await screen.findByText('Failed to create POD product', {}, wait)).toBeTruthy();
    expect(screen.getByText('This print product is already offered for this artwork')).toBeTruthy();
  });

  it("loads a product's sizes on their own when the catalogue lists none (Printful)", async () => {
    const fetch = api({
      '/api/pod-products': { body: [] },
      '/api/printful/products': { body: [{ external_id: '171', name: 'Poster', variants: [] }] },
      '/api/printful/products/171': {
        body: {
          external_id: '171',
          name: 'Poster',
          variants: [{ external_id: '6240', name: 'Poster 12″×18″', retail_price: 19.5 }],
        },
      },
    });
    const dialog = await openPrints();
    expect(await dialog.findByRole('checkbox', { name: /12″×18″\s*\$19\.50/ }, wait)).toBeTruthy();
    expect(calls(fetch, 'GET', '/api/printful/products/171')).toHaveLength(1);
    expect(dialog.getByText(/No prints offered yet/)).toBeTruthy();
  });

  it('removes an offered product', async () => {
    const fetch = api({ 'DELETE /api/pod-products/5': { status: 204 } });
    const dialog = await openPrints();
    fireEvent.click(await dialog.findByRole('button', { name: 'Remove Canvas' }, wait));
    expect(await screen.findByText('Print product removed', {}, wait)).toBeTruthy();
    expect(calls(fetch, 'DELETE', '/api/pod-products/5')).toHaveLength(1);
  });
});
