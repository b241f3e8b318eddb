import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MULTIPART_BODY_FIELD, MULTIPART_FILES_FIELD } from '@contract/multipart';
import { artworkKeys } from '@/api/artworks';
import { ApiError } from './api-client';
import { createMemoryFileStore } from './file-store';
import { createCommand, sendCommand, type WriteCommand } from './write';

const artwork = { id: 7, title: 'Dusk' };

function fakeFetch(status = 201, answer: unknown = artwork) {
  return vi.fn<typeof fetch>(async () =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function requestOf(fetchMock: ReturnType<typeof fakeFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

describe('write commands', () => {
  it('sends a command that went through JSON as the server expects: multipart body, files, one key', async () => {
    const store = createMemoryFileStore();
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const file = new File([bytes], 'dusk.png', { type: 'image/png' });
    const body = {
      title: 'Dusk',
      mediumId: 2,
      price: 120,
      images: [{ file: 0, primary: true }],
    };
    const command = await createCommand('createArtwork', { body }, [file], store);
    const stored = JSON.parse(JSON.stringify(command)) as WriteCommand<'createArtwork'>;
    expect(stored).toEqual(command);
    expect(stored.files).toEqual([{ id: expect.any(String), name: 'dusk.png', type: 'image/png', size: 7 }]);

    const fetchMock = fakeFetch();
    const queryClient = new QueryClient();
    const result = await sendCommand(stored, { queryClient, store, fetch: fetchMock });

    expect(result).toEqual(artwork);
    const request = requestOf(fetchMock);
    expect(request.init.method).toBe('POST');
    expect(request.url).toBe('/api/artworks');
    expect(request.headers['Idempotency-Key']).toBe(command.key);
    expect(command.key).toMatch(/^[0-9a-f-]{32,36}$/);
    const form = request.init.body as FormData;
    expect(JSON.parse(form.get(MULTIPART_BODY_FIELD) as string)).toEqual(body);
    const sent = form.getAll(MULTIPART_FILES_FIELD) as File[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBe('dusk.png');
    expect(new Uint8Array(await sent[0]!.arrayBuffer())).toEqual(bytes);
  });

  it('resends a command with the same key, and builds the path from its params', async () => {
    const store = createMemoryFileStore();
    const command = await createCommand('deleteArtwork', { params: { id: 7 } }, [], store);
    const fetchMock = fakeFetch(204);
    const queryClient = new QueryClient();
    const copy = JSON.parse(JSON.stringify(command)) as WriteCommand<'deleteArtwork'>;
    await expect(sendCommand(copy, { queryClient, store, fetch: fetchMock })).resolves.toBeUndefined();
    await sendCommand(copy, { queryClient, store, fetch: fetchMock });
    const first = requestOf(fetchMock, 0);
    const second = requestOf(fetchMock, 1);
    expect(first.init.method).toBe('DELETE');
    expect(first.url).toBe('/api/artworks/7');
    expect(first.headers['Idempotency-Key']).toBe(command.key);
    expect(second.headers['Idempotency-Key']).toBe(command.key);
  });

  it('sends a JSON body as JSON', async () => {
    const store = createMemoryFileStore();
    const command = await createCommand(
      'updateCommissionRequest',
      { params: { id: 3 }, body: { status: 'rejected' } },
      [],
      store,
    );
    const fetchMock = fakeFetch(200, { id: 3, status: 'rejected' });
    await sendCommand(JSON.parse(JSON.stringify(command)) as typeof command, {
      queryClient: new QueryClient(),
      store,
      fetch: fetchMock,
    });
    const request = requestOf(fetchMock);
    expect(request.init.method).toBe('PATCH');
    expect(request.url).toBe('/api/commission-requests/3');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request.init.body as string)).toEqual({ status: 'rejected' });
  });

  it('invalidates by the endpoint rule and keeps a refusal an ApiError', async () => {
    const store = createMemoryFileStore();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const command = await createCommand(
      'approveArtwork',
      { params: { id: 7 }, body: { approved: true } },
      [],
      store,
    );
    const fetchMock = fakeFetch(409, { message: 'Already decided', code: 'CONFLICT' });
    const failure = sendCommand(command, { queryClient, store, fetch: fetchMock });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, userMessage: 'Already decided' });
    // 'settled': a 409 means another admin decided first, so the lists are refreshed anyway.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: artworkKeys.all });
  });

  it('sends sign-in without a key (its answer sets the session)', async () => {
    const store = createMemoryFileStore();
    const command = await createCommand('login', { body: { email: 'a@b.test', password: 'x' } }, [], store);
    expect(command.key).toBeNull();
    const fetchMock = fakeFetch(200, { id: 1 });
    await sendCommand(command, { queryClient: new QueryClient(), store, fetch: fetchMock });
    expect(requestOf(fetchMock).headers['Idempotency-Key']).toBeUndefined();
  });
});
