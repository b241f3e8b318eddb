import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CommissionService } from '@contract/commission-service';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toaster';
import { fakeApi } from '@/test/render-app';
import { CommissionRequestDialog } from '@/features/commission-requests/components/commission-request-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const service: CommissionService = {
  id: 12,
  artistId: 3,
  artistName: 'Lena Hart',
  title: 'Coast portraits',
  description: 'Your stretch of coast in oil.',
  examples: [],
  priceMin: 700,
  priceMax: 1600,
  turnaroundDays: 28,
  revisionsIncluded: 2,
  usageRights: 'Personal use',
  addOns: [],
  status: 'open',
  slots: 1,
  slotsTaken: 1,
  waitlistCount: 1,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CommissionRequestDialog open onClose={vi.fn()} artistId={3} artistName="Lena Hart" service={service} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('a request from a commission service', () => {
  it('is prefilled from a full service, says it joins the waitlist and tells the sender their place', async () => {
    const fetch = fakeApi({
      routes: {
        '/api/mediums': { body: [] },
        'POST /api/commission-requests': { status: 201, body: { id: 9, waitlistPlace: 2 } },
      },
    });
    renderDialog();
    expect(screen.getByText('Full · waitlist · 1 waiting')).toBeTruthy();
    expect(screen.getByText(/your request joins the waitlist/)).toBeTruthy();
    expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe(
      'Coast portraits',
    );
    expect((screen.getByLabelText('Budget (USD)') as HTMLInputElement).value).toBe('700');
    fireEvent.change(screen.getByLabelText('Description', { exact: false }), {
      target: { value: 'The bay below our house, at low tide.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('You joined the waitlist')).toBeTruthy();
    expect(screen.getByText('You are number 2 on Lena Hart\'s waitlist for "Coast portraits".')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ artistId: 3, serviceId: 12, budget: 700 });
  });

  it("shows the server's words when the service closed meanwhile", async () => {
    const message = 'Lena Hart has closed "Coast portraits" to new requests.';
    fakeApi({
      routes: {
        '/api/mediums': { body: [] },
        'POST /api/commission-requests': { status: 409, body: { message, code: 'SERVICE_CLOSED' } },
      },
    });
    renderDialog();
    fireEvent.change(screen.getByLabelText('Description', { exact: false }), {
      target: { value: 'The bay below our house, at low tide.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('This service is closed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
