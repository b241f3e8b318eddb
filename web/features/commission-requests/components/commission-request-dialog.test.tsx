import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi } from '@/test/render-app';
import { commissionRequestKeys } from '@/api/commission-requests';
import { CommissionRequestDialog } from './commission-request-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mediums = [
  { id: 1, name: 'Oil', isActive: true },
  { id: 2, name: 'Watercolor', isActive: true },
];

function renderDialog(onClose = vi.fn()) {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <CommissionRequestDialog open onClose={onClose} artistId={3} artistName="Lena Hart" />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose, invalidate };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('CommissionRequestDialog', () => {
  it("shows the contract's messages and sends nothing while invalid", async () => {
    const fetch = fakeApi({ routes: { '/api/mediums': { body: mediums } } });
    renderDialog();
    fill('Description', 'too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description must be at least 10 characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers the active mediums, a money step, a date from today and validates reference lines', async () => {
    fakeApi({ routes: { '/api/mediums': { body: mediums } } });
    renderDialog();
    const select = screen.getByLabelText('Preferred medium');
    await within(select).findByRole('option', { name: 'Watercolor' });
    expect((screen.getByLabelText('Budget (USD)') as HTMLInputElement).step).toBe('0.01');
    expect((screen.getByLabelText('Deadline') as HTMLInputElement).min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fill('Title', 'Harbour at dawn');
    fill('Description', 'A small oil of the harbour at dawn.');
    fill('Reference images', 'https://example.org/a.jpg\n\nnot-a-url');
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(/Please enter a valid URL: not-a-url/)).toBeTruthy();
  });

  it('sends the request with an idempotency key, toasts the real artist name, resets and closes', async () => {
    const fetch = fakeApi({
      routes: {
        '/api/mediums': { body: mediums },
        'POST /api/commission-requests': { status: 201, body: { id: 9 } },
      },
    });
    const { onClose, invalidate } = renderDialog();
    await within(screen.getByLabelText('Preferred medium')).findByRole('option', { name: 'Oil' });
    fill('Title', 'Harbour at dawn');
    fill('Description', 'A small oil of the harbour at dawn.');
    fill('Budget (USD)', '250.50');
    fireEvent.change(screen.getByLabelText('Preferred medium'), { target: { value: 'Oil' } });
    fill('Reference images', '\nhttps://example.org/a.jpg\n\n');
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Commission Request Sent')).toBeTruthy();
    expect(screen.getByText('Your commission request has been sent to Lena Hart.')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      artistId: 3,
      title: 'Harbour at dawn',
      description: 'A small oil of the harbour at dawn.',
      budget: 250.5,
      preferredMedium: 'Oil',
      dimensions: null,
      deadline: null,
      referenceImages: ['https://example.org/a.jpg'],
    });
    expect((post[1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: commissionRequestKeys.all });
    await waitFor(() =>
      expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe(''),
    );
  });

  it("shows the spec's error toast and the server's field messages", async () => {
    fakeApi({
      routes: {
        '/api/mediums': { status: 500, body: { message: 'down' } },
        'POST /api/commission-requests': {
          status: 400,
          body: {
            message: 'Check the fields',
            code: 'VALIDATION_ERROR',
            fields: { deadline: 'Deadline cannot be in the past' },
          },
        },
      },
    });
    const { onClose } = renderDialog();
    // Without the mediums list the medium is free text.
    await waitFor(() =>
      expect((screen.getByLabelText('Preferred medium') as HTMLElement).tagName).toBe('INPUT'),
    );
    fill('Title', 'Harbour at dawn');
    fill('Description', 'A small oil of the harbour at dawn.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to send commission request. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Deadline cannot be in the past')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
