import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createCommand } from '@/lib/write';
import { conflictReason } from '@/offline/conflict-reason';
import { conflictedRequest } from './request-actions';

const message =
  'The quote for "Dog portrait" changed after you saw it: it is now $900.00. Nothing was changed; look at it again before you answer.';
const stale = new ApiError(
  409,
  'Conflict',
  JSON.stringify({ message, code: 'STALE_VERSION', current: { id: 3, status: 'quoted', quotedPrice: 900 } }),
);

describe('a quote accepted offline that was revised before it arrived', () => {
  it('is a conflict in the outbox, in the server words with the new price', async () => {
    const accept = await createCommand('updateCommissionRequest', {
      params: { id: 3 },
      body: { status: 'accepted', expectedVersion: 7 },
    });
    expect(conflictReason(accept, stale)).toBe(message);
  });

  it('is a conflict the request card can show: the request as it now is', () => {
    expect(conflictedRequest(stale)).toBeNull(); // `current` must be a whole request to be shown
    const whole = new ApiError(
      409,
      'Conflict',
      JSON.stringify({
        message,
        code: 'STALE_VERSION',
        current: {
          id: 3,
          userId: 2,
          artistId: 1,
          senderName: 'Casey',
          artistName: 'Maya',
          title: 'Dog portrait',
          description: 'A portrait of my dog',
          budget: null,
          preferredMedium: null,
          dimensions: null,
          deadline: null,
          referenceImages: [],
          status: 'quoted',
          artistNotes: null,
          quotedPrice: 900,
          estimatedCompletion: null,
          statusReason: null,
          conversationId: 5,
          createdAt: '2026-11-24T10:00:00.000Z',
          version: 8,
          updatedAt: '2026-11-24T10:05:00.000Z',
        },
      }),
    );
    expect(conflictedRequest(whole)).toMatchObject({ status: 'quoted', quotedPrice: 900, version: 8 });
  });
});
