import 'fake-indexeddb/auto';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { createCommand } from '@/lib/write';
import { createOfflineDb, type OfflineDb } from './db';
import {
  createDexieFileStore,
  enqueue,
  enqueueReplacing,
  OutboxItemGoneError,
  outboxItems,
  replaceOutboxItem,
} from './outbox';

let db: OfflineDb;
let dbCount = 0;
beforeEach(() => {
  db = createOfflineDb(`outbox-replace-test-${(dbCount += 1)}`);
});
afterEach(() => db.close());

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

async function edit(title: string, files: File[] = []) {
  const store = createDexieFileStore(() => db);
  return createCommand('updateArtwork', { params: { id: 41 }, body: { title } }, files, store);
}

describe('queuing a write in place of earlier ones', () => {
  it('removes the earlier items and their files, and adds the new one at the end', async () => {
    const first = await edit('Harbour at dusk', [photo('dusk.jpg')]);
    const firstSeq = await enqueue(first, 'Changes to "Harbour at dusk"', 7, db);
    const other = await enqueue(await edit('Other'), 'Other', 7, db);
    const second = await edit('Harbour, dusk', [photo('dusk.jpg')]);

    await enqueueReplacing(second, 'Changes to "Harbour, dusk"', 7, [firstSeq], db);

    const items = await outboxItems(db);
    expect(items.map((item) => item.label)).toEqual(['Other', 'Changes to "Harbour, dusk"']);
    expect(items[0]!.seq).toBe(other);
    expect(await db.files.get(first.files![0]!.id)).toBeUndefined();
    expect(await db.files.get(second.files![0]!.id)).toBeTruthy();
  });

  it('queues nothing when an earlier item is being sent or was sent meanwhile', async () => {
    const seq = await enqueue(await edit('Harbour at dusk'), 'first', 7, db);
    await db.outbox.update(seq, { status: 'sending' });
    await expect(
      enqueueReplacing(await edit('Harbour, dusk'), 'second', 7, [seq], db),
    ).rejects.toBeInstanceOf(OutboxItemGoneError);
    expect((await outboxItems(db)).map((item) => item.label)).toEqual(['first']);

    await db.outbox.delete(seq); // sent
    await expect(
      enqueueReplacing(await edit('Harbour, dusk'), 'second', 7, [seq], db),
    ).rejects.toBeInstanceOf(OutboxItemGoneError);
    expect(await outboxItems(db)).toEqual([]);
  });
});

describe('an edit of a queued item, from its form', () => {
  it('takes its place: same position and key, pending again, the photos it dropped gone, the kept ones there', async () => {
    const kept = photo('kept.jpg');
    const first = await edit('Harbour at dusk', [kept, photo('dropped.jpg')]);
    const seq = await enqueue(first, 'Changes to "Harbour at dusk"', 7, db);
    const after = await enqueue(await edit('Other'), 'Other', 7, db);
    await db.outbox.update(seq, { status: 'conflict', attempts: 3, error: 'Title is taken' });
    const edited = {
      ...(await edit('Harbour, dusk', [photo('new.jpg')])),
      files: [first.files![0]!], // the form kept the first photo
    };

    await replaceOutboxItem(seq, edited, 'Changes to "Harbour, dusk"', db);

    const items = await outboxItems(db);
    expect(items.map((item) => [item.seq, item.label])).toEqual([
      [seq, 'Changes to "Harbour, dusk"'],
      [after, 'Other'],
    ]);
    expect(items[0]).toMatchObject({ status: 'pending', attempts: 0, error: null });
    expect(items[0]!.command.key).toBe(first.key);
    expect(items[0]!.command.body).toEqual({ title: 'Harbour, dusk' });
    expect(await db.files.get(first.files![0]!.id)).toBeTruthy();
    expect(await db.files.get(first.files![1]!.id)).toBeUndefined();
  });

  it('changes nothing when the item is being sent or was sent meanwhile', async () => {
    const seq = await enqueue(await edit('Harbour at dusk'), 'first', 7, db);
    await db.outbox.update(seq, { status: 'sending' });
    await expect(replaceOutboxItem(seq, await edit('Harbour, dusk'), 'second', db)).rejects.toBeInstanceOf(
      OutboxItemGoneError,
    );
    expect((await outboxItems(db)).map((item) => item.label)).toEqual(['first']);

    await db.outbox.delete(seq); // sent
    await expect(replaceOutboxItem(seq, await edit('Harbour, dusk'), 'second', db)).rejects.toBeInstanceOf(
      OutboxItemGoneError,
    );
    expect(await outboxItems(db)).toEqual([]);
  });
});
