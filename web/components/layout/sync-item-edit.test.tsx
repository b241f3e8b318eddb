import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createCommand } from '@/lib/write';
import { offlineDb } from '@/offline/db';
import { enqueue, outboxFileStore, outboxItems } from '@/offline/outbox';
import { SyncButton } from './sync-button';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await offlineDb().outbox.clear();
  await offlineDb().files.clear();
});

const photo = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });

async function queueRefusedDraft() {
  const command = await createCommand(
    'createArtwork',
    {
      body: {
        title: 'Harbour at dawn',
        mediumId: 2,
        price: 450,
        images: [
          { file: 0, primary: true },
          { file: 1, primary: false },
        ],
      },
    },
    [photo('harbour.jpg'), photo('boats.jpg')],
    outboxFileStore(),
  );
  const seq = await enqueue(command, 'New artwork "Harbour at dawn"', 5);
  await offlineDb().outbox.update(seq, {
    status: 'conflict',
    error: 'boats.jpg is not an image we can read',
  });
  return command;
}

async function openConflict() {
  render(<SyncButton signedIn />);
  fireEvent.click(await screen.findByRole('button', { name: /needs attention/ }));
  // The panel loads as its own chunk when first opened.
  const panel = await screen.findByRole('dialog', { name: 'Sync' }, { timeout: 3000 });
  fireEvent.click(await within(panel).findByRole('button', { name: 'Edit' }, { timeout: 3000 }));
  return panel;
}

describe("the sync panel's Edit of a refused artwork draft", () => {
  it('keeps the queued photos, removes one, and queues the draft again with the rest under a new key', async () => {
    const original = await queueRefusedDraft();
    const panel = await openConflict();

    expect(within(panel).getByRole('button', { name: 'Remove photo 1 (harbour.jpg)' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove photo 2 (boats.jpg)' }));
    expect(within(panel).queryByRole('button', { name: /boats\.jpg/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    await waitFor(async () => expect((await outboxItems())[0]?.status).toBe('pending'));
    const [item] = await outboxItems();
    expect(item!.command.files?.map((f) => f.name)).toEqual(['harbour.jpg']);
    expect(item!.command.body).toMatchObject({
      title: 'Harbour at dawn',
      images: [{ file: 0, primary: true }],
    });
    expect(item!.command.key).not.toBe(original.key);
    // The removed photo left the device; the kept one is still there to send.
    expect(await offlineDb().files.get(original.files![1]!.id)).toBeUndefined();
    expect(await outboxFileStore().get(item!.command.files![0]!)).toBeTruthy();
  });

  it('adds another photo to the draft', async () => {
    await queueRefusedDraft();
    const panel = await openConflict();
    fireEvent.change(within(panel).getByLabelText('Add a photo'), { target: { files: [photo('pier.jpg')] } });
    expect(await within(panel).findByRole('button', { name: 'Remove photo 3 (pier.jpg)' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save and send' }));

    await waitFor(async () => expect((await outboxItems())[0]?.status).toBe('pending'));
    const [item] = await outboxItems();
    expect(item!.command.files?.map((f) => f.name)).toEqual(['harbour.jpg', 'boats.jpg', 'pier.jpg']);
    expect((item!.command.body as { images: unknown[] }).images).toHaveLength(3);
    const added = await outboxFileStore().get(item!.command.files![2]!);
    expect(await added.text()).toBe('bytes of pier.jpg');
  });

  it('will not send a new artwork without a photo', async () => {
    await queueRefusedDraft();
    const panel = await openConflict();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove photo 1 (harbour.jpg)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove photo 1 (boats.jpg)' }));
    expect(within(panel).getByText('Please upload at least one image for your artwork.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Save and send' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
