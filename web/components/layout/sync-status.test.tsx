import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { SyncButton } from './sync-button';
import { SyncStatus } from './sync-status';

afterEach(async () => {
  cleanup();
  await offlineDb().outbox.clear();
});

async function queueReply(label: string, status: 'pending' | 'conflict', error: string | null = null) {
  const command = await createCommand('updateCommissionRequest', {
    params: { id: 3 },
    body: { status: 'accepted', artistNotes: 'Greens and greys, as you asked.' },
  });
  const seq = await enqueue(command, label, 5);
  if (status === 'conflict') await offlineDb().outbox.update(seq, { status, error });
}

describe('the header sync button and panel', () => {
  it('counts what waits, and lists conflicts with the reason, the kept text and Retry / Edit / Discard', async () => {
    await queueReply('Decline "Cat portrait"', 'pending');
    await queueReply(
      'Accept "Dog portrait"',
      'conflict',
      'This request was cancelled before your reply arrived.',
    );
    render(<SyncStatus signedIn />);

    // The header's button loads as its own chunk once the page is live.
    const button = await screen.findByRole(
      'button',
      { name: 'Sync: 1 waiting to sync, 1 needs attention' },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Sync' });
    const conflict = within(panel)
      .getAllByTestId('sync-item')
      .find((item) => item.textContent?.includes('Dog portrait'))!;
    expect(conflict.textContent).toContain('This request was cancelled before your reply arrived.');
    expect((within(conflict).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      'Greens and greys, as you asked.',
    );
    expect(within(conflict).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(conflict).getByRole('button', { name: 'Edit' })).toBeTruthy();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(panel).getAllByTestId('sync-item')).toHaveLength(1));
    expect(within(panel).getByText('Decline "Cat portrait"')).toBeTruthy();
    expect(await offlineDb().outbox.count()).toBe(1);
  });

  it('shows nothing to a visitor online with an empty queue, and "everything is sent" to a member', async () => {
    const { container } = render(<SyncButton signedIn={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(container.querySelector('button')).toBeNull();
    cleanup();
    render(<SyncButton signedIn />);
    expect(await screen.findByRole('button', { name: 'Sync: everything is sent' })).toBeTruthy();
  });
});
