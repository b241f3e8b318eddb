import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxItems } from '@/offline/outbox';
import { SyncButton } from './sync-button';

afterEach(async () => {
  cleanup();
  await offlineDb().outbox.clear();
  await offlineDb().files.clear();
});

// A refused write whose own form does not reopen from the outbox (./sync-item-forms.ts) has its
// text edited in the panel, checked by its composer's rules; the forms that reopen are tested
// where they live.
describe("the sync panel's Edit of a refused message", () => {
  it('edits its text and queues it again in its place, with its key', async () => {
    const command = await createCommand('sendMessage', {
      params: { id: 9 },
      body: { body: 'See you at 5' },
    } as never);
    const seq = await enqueue(command, 'Message to Ana', 5);
    await offlineDb().outbox.update(seq, { status: 'conflict', error: 'This conversation is closed' });

    render(<SyncButton signedIn />);
    fireEvent.click(await screen.findByRole('button', { name: /needs attention/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 3000 });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
    fireEvent.change(within(panel).getByLabelText('Body'), { target: { value: 'See you at 6' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    await waitFor(async () => expect((await outboxItems())[0]?.status).toBe('pending'));
    const items = await outboxItems();
    expect(items.map((item) => item.seq)).toEqual([seq]);
    expect(items[0]!.command.body).toEqual({ body: 'See you at 6' });
    expect(items[0]!.command.key).toBe(command.key);
  });

  it("applies the conversation composer's rule: an emptied message is not queued again", async () => {
    const command = await createCommand('sendMessage', {
      params: { id: 9 },
      body: { body: 'See you at 5' },
    } as never);
    const seq = await enqueue(command, 'Message to Ana', 5);
    await offlineDb().outbox.update(seq, { status: 'conflict', error: 'This conversation is closed' });
    const panel = await editInPanel();
    fireEvent.change(within(panel).getByLabelText('Body'), { target: { value: '   ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    // MessageInputSchema's words, as the composer shows them; the item stays as it was.
    expect(await within(panel).findByText('Please write a message')).toBeTruthy();
    const [item] = await outboxItems();
    expect(item).toMatchObject({ status: 'conflict', command: { body: { body: 'See you at 5' } } });

    fireEvent.change(within(panel).getByLabelText('Body'), { target: { value: 'See you at 6' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));
    await waitFor(async () => expect((await outboxItems())[0]?.status).toBe('pending'));
    expect((await outboxItems())[0]!.command.body).toEqual({ body: 'See you at 6' });
  });

  it("applies the order thread's limit to an order message", async () => {
    const command = await createCommand('sendOrderMessage', {
      params: { id: 12 },
      body: { body: 'Is it framed?' },
    } as never);
    const seq = await enqueue(command, 'Message about order #12', 5);
    await offlineDb().outbox.update(seq, { status: 'conflict', error: 'The order was cancelled' });
    const panel = await editInPanel();
    fireEvent.change(within(panel).getByLabelText('Body'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    expect(await within(panel).findByText('A message must be at most 2000 characters')).toBeTruthy();
    expect((await outboxItems())[0]).toMatchObject({
      status: 'conflict',
      command: { body: { body: 'Is it framed?' } },
    });
  });

  it("applies the Accept form's limit to a reply's notes", async () => {
    const command = await createCommand('updateCommissionRequest', {
      params: { id: 4 },
      body: { status: 'accepted', artistNotes: 'Happy to paint it.', quotedPrice: 900, expectedVersion: 2 },
    } as never);
    const seq = await enqueue(command, 'Reply to "Harbour at dusk"', 5);
    await offlineDb().outbox.update(seq, { status: 'conflict', error: 'The request changed' });
    const panel = await editInPanel();
    fireEvent.change(within(panel).getByLabelText('Artist notes'), { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    expect(await within(panel).findByText('Notes must be at most 5000 characters')).toBeTruthy();
    expect((await outboxItems())[0]).toMatchObject({ status: 'conflict' });
  });
});

async function editInPanel() {
  render(<SyncButton signedIn />);
  fireEvent.click(await screen.findByRole('button', { name: /needs attention/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 3000 });
  fireEvent.click(await within(panel).findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
  return panel;
}
