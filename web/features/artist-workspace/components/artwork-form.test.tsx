import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { demoUser, fakeApi, renderApp } from '@/test/render-app';

const wait = { timeout: 3000 };

beforeEach(() => {
  // happy-dom has no blob URLs for previews.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  dismissToast(); // sonner keeps active toasts between renders
  cleanup();
  vi.restoreAllMocks();
});

const png = (name: string, size = 2000) => {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function api(extra: NonNullable<Parameters<typeof fakeApi>[0]>['routes'] = {}) {
  return fakeApi({
    user: demoUser({ role: 'bus_admin' }),
    routes: {
      '/api/artists/me': { body: { id: 3, approvalStatus: 'approved', specialties: [], socialLinks: {} } },
      '/api/mediums': { body: [{ id: 2, name: 'Oil', isActive: true }] },
      '/api/specialties': { body: [{ id: 5, name: 'Abstract', isActive: true }] },
      ...extra,
    },
  });
}

async function openNewArtwork() {
  renderApp('/artist-dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'New artwork' }, wait));
  return within(await screen.findByRole('dialog', {}, wait));
}

const pick = (dialog: ReturnType<typeof within>, files: File[]) =>
  fireEvent.change(dialog.getByLabelText(/Add (more )?images/), { target: { files } });

describe('artwork form', () => {
  it('requires title, medium, price and at least one image', async () => {
    api();
    const dialog = await openNewArtwork();
    fireEvent.click(dialog.getByRole('button', { name: 'Create artwork' }));
    expect(await dialog.findByText('Title is required', {}, wait)).toBeTruthy();
    expect(dialog.getByText('Medium is required')).toBeTruthy();
    expect(dialog.getByText('Required')).toBeTruthy();
    expect(await screen.findByText('Images required', {}, wait)).toBeTruthy();
    expect(screen.getByText('Please upload at least one image for your artwork.')).toBeTruthy();
  });

  it('refuses non-images, files over 10MB and more than 8 images', async () => {
    api();
    const dialog = await openNewArtwork();
    pick(dialog, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Invalid file', {}, wait)).toBeTruthy();
    expect(screen.getByText('notes.txt is not an image file')).toBeTruthy();

    pick(dialog, [png('huge.png', 11 * 1024 * 1024)]);
    expect(await screen.findByText('huge.png is larger than 10MB', {}, wait)).toBeTruthy();
    expect(screen.getByText('File too large')).toBeTruthy();

    pick(
      dialog,
      Array.from({ length: 9 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('Maximum 8 images allowed', {}, wait)).toBeTruthy();
    expect(screen.getByText('Too many images')).toBeTruthy();
    expect(dialog.getAllByRole('radio')).toHaveLength(8);
    expect(dialog.queryByLabelText(/Add (more )?images/)).toBeNull(); // full
  });

  it('creates the artwork with its images in one request, with the chosen primary', async () => {
    const fetch = api({
      'POST /api/artworks': { status: 201, body: { id: 41 } },
    });
    const dialog = await openNewArtwork();
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Dusk' } });
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Oil' })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText(/^Medium/), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText(/^Price \(USD\)/), { target: { value: '450' } });
    pick(dialog, [png('a.png'), png('b.png')]);
    const radios = dialog.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]); // the first image is primary
    fireEvent.click(radios[1]!);
    fireEvent.click(dialog.getByRole('button', { name: 'Create artwork' }));

    expect(await screen.findByText('Artwork created', {}, wait)).toBeTruthy();
    expect(screen.getByText('"Dusk" has been submitted for review.')).toBeTruthy();
    const creates = fetch.mock.calls.filter(
      ([url, init]) => url === '/api/artworks' && init?.method === 'POST',
    );
    expect(creates).toHaveLength(1);
    const form = creates[0]?.[1]?.body as FormData;
    const body = JSON.parse(String(form.get('body'))) as { images: Array<{ primary: boolean }> };
    expect(body).toMatchObject({ title: 'Dusk', mediumId: 2, price: 450 });
    expect(form.getAll('files')).toHaveLength(2);
    expect(body.images.map((image) => image.primary)).toEqual([false, true]);
  });

  it("says 'Failed to create artwork' when the server refuses", async () => {
    api({
      'POST /api/artworks': {
        status: 403,
        body: { message: 'Create your artist profile first', code: 'FORBIDDEN' },
      },
    });
    const dialog = await openNewArtwork();
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Dusk' } });
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Oil' })).toBeTruthy());
    fireEvent.change(dialog.getByLabelText(/^Medium/), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText(/^Price \(USD\)/), { target: { value: '450' } });
    pick(dialog, [png('a.png')]);
    fireEvent.click(dialog.getByRole('button', { name: 'Create artwork' }));
    expect(await screen.findByText('Failed to create artwork', {}, wait)).toBeTruthy();
    expect(screen.getByText('Create your artist profile first')).toBeTruthy();
  });
});
