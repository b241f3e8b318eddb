import { describe, expect, it } from 'vitest';
import type { CommissionRequest } from '@contract/commission-request';
import { ApiError } from '@/lib/api-client';
import { buildRequestUpdate, conflictedRequest, requestActions } from './request-actions';

const labels = (...args: Parameters<typeof requestActions>) => requestActions(...args).map((a) => a.label);

describe('requestActions', () => {
  it('lets the artist decline or accept a pending request, Accept opening the form', () => {
    expect(labels('artist', 'pending')).toEqual(['Decline', 'Accept']);
    const actions = requestActions('artist', 'pending');
    expect(actions.find((a) => a.label === 'Accept')).toMatchObject({ to: 'accepted', kind: 'accept-form' });
    // Decline asks first, with an optional reason the sender sees.
    expect(actions.find((a) => a.label === 'Decline')).toMatchObject({ to: 'rejected', kind: 'reason' });
  });

  it('lets the sender answer a quote, and the artist revise it until it is accepted', () => {
    expect(labels('sender', 'quoted')).toEqual(['Decline quote', 'Cancel request', 'Accept quote']);
    expect(requestActions('sender', 'quoted').find((a) => a.label === 'Accept quote')).toMatchObject({
      to: 'accepted',
      kind: 'direct',
    });
    expect(labels('artist', 'quoted')).toEqual(['Decline', 'Revise quote']);
    expect(labels('artist', 'quote_declined')).toEqual(['Decline', 'Revise quote']);
    expect(labels('sender', 'quote_declined')).toEqual(['Cancel request']);
  });

  it('moves accepted work along: Start work, then Mark completed', () => {
    expect(requestActions('artist', 'accepted')).toMatchObject([{ label: 'Start work', to: 'in_progress' }]);
    expect(requestActions('artist', 'in_progress')).toMatchObject([
      { label: 'Mark completed', to: 'completed' },
    ]);
  });

  it('offers the artist no Mark completed while a milestone is not approved', () => {
    const milestone = (work: 'waiting' | 'delivered' | 'approved', state = 'paid') =>
      ({
        title: 'Final',
        amount: 100,
        share: 100,
        deliverable: '',
        nonRefundable: false,
        state,
        work,
      }) as const;
    const proposal = (...milestones: ReturnType<typeof milestone>[]) =>
      ({ milestones }) as unknown as CommissionRequest['proposal'];
    expect(labels('artist', 'in_progress', proposal(milestone('approved'), milestone('waiting')))).toEqual(
      [],
    );
    expect(labels('artist', 'in_progress', proposal(milestone('delivered')))).toEqual([]);
    // Approved or void, nothing holds it back.
    expect(
      labels('artist', 'in_progress', proposal(milestone('approved'), milestone('waiting', 'void'))),
    ).toEqual(['Mark completed']);
  });

  it('lets the sender cancel pending and accepted requests, after a question', () => {
    expect(requestActions('sender', 'pending')).toMatchObject([{ to: 'cancelled', kind: 'confirm' }]);
    expect(requestActions('sender', 'accepted')).toMatchObject([{ to: 'cancelled', kind: 'confirm' }]);
    expect(requestActions('sender', 'in_progress')).toEqual([]);
  });

  it('offers nothing on finished requests, nor the artist a cancel', () => {
    for (const status of ['rejected', 'completed', 'cancelled'] as const) {
      expect(requestActions('artist', status)).toEqual([]);
      expect(requestActions('sender', status)).toEqual([]);
    }
    expect(labels('artist', 'pending')).not.toContain('Cancel request');
  });
});

describe('buildRequestUpdate', () => {
  it('sends only the filled fields: with a price the acceptance is a quote for the sender to answer', () => {
    expect(
      buildRequestUpdate('accepted', {
        artistNotes: '  Happy to!  ',
        quotedPrice: 1850.5,
        estimatedCompletion: '',
      }),
    ).toEqual({ status: 'quoted', artistNotes: 'Happy to!', quotedPrice: 1850.5 });
    expect(
      buildRequestUpdate('accepted', {
        artistNotes: '',
        quotedPrice: null,
        estimatedCompletion: '2031-05-01',
      }),
    ).toEqual({ status: 'accepted', estimatedCompletion: '2031-05-01' });
  });

  it('sends the status alone for every other move', () => {
    expect(
      buildRequestUpdate('rejected', { artistNotes: 'No', quotedPrice: 5, estimatedCompletion: '' }),
    ).toEqual({
      status: 'rejected',
    });
    expect(buildRequestUpdate('cancelled')).toEqual({ status: 'cancelled' });
    expect(buildRequestUpdate('accepted')).toEqual({ status: 'accepted' });
  });

  it('adds a reason to a decline when one is typed', () => {
    expect(buildRequestUpdate('rejected', undefined, '  Fully booked ')).toEqual({
      status: 'rejected',
      reason: 'Fully booked',
    });
    expect(buildRequestUpdate('quote_declined', undefined, '   ')).toEqual({ status: 'quote_declined' });
  });
});

describe('conflictedRequest', () => {
  const current: CommissionRequest = {
    id: 4,
    userId: 2,
    artistId: 3,
    senderName: 'Casey Morgan',
    artistName: 'Maya Okafor',
    title: 'Living room colour field',
    description: 'A large calm piece.',
    budget: 2000,
    preferredMedium: 'Oil',
    dimensions: null,
    deadline: null,
    referenceImages: [],
    status: 'cancelled',
    artistNotes: null,
    quotedPrice: null,
    estimatedCompletion: null,
    statusReason: null,
    conversationId: 7,
    createdAt: '2026-01-05T10:00:00.000Z',
    version: 9,
    updatedAt: '2026-01-06T10:00:00.000Z',
  };
  const conflict = (code: string, body: object = { current }) =>
    new ApiError(409, 'Conflict', JSON.stringify({ message: 'No longer pending', code, ...body }));

  it('reads the request as it now is from a 409 of the state machine', () => {
    expect(conflictedRequest(conflict('REQUEST_NOT_PENDING'))).toEqual(current);
    expect(conflictedRequest(conflict('INVALID_TRANSITION'))?.status).toBe('cancelled');
  });

  it('ignores other errors and bodies without a valid request', () => {
    expect(conflictedRequest(conflict('IDEMPOTENCY_IN_FLIGHT'))).toBeNull();
    expect(conflictedRequest(conflict('REQUEST_NOT_PENDING', { current: { id: 4 } }))).toBeNull();
    expect(conflictedRequest(new ApiError(500, 'Server Error', 'oops'))).toBeNull();
    expect(conflictedRequest(new Error('offline'))).toBeNull();
  });
});
