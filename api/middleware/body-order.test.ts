import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { inSendingOrder } from './body';

describe('multipart files', () => {
  it('are put back in the order they were sent, whatever order they finished writing in', () => {
    // Under load the second photo can finish writing first; the body's `file: 0` must still be the first sent.
    const first = { originalFilename: 'first.png', partSeq: 7 };
    const second = { originalFilename: 'second.png', partSeq: 8 };
    const request = { files: { files: [second, first] } } as unknown as Context['request'];
    inSendingOrder({ request });
    expect((request as unknown as { files: { files: unknown[] } }).files.files).toEqual([first, second]);
  });
});
