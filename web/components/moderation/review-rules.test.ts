import { describe, expect, it } from 'vitest';
import { historyLine, noteToSend, resubmitState } from './review-rules';

const decided = { action: 'rejected' as const, reason: 'Blurred photo', at: '2026-11-20T10:00:00.000Z' };

describe('Submit for review again', () => {
  it('is offered for a rejected artwork edited since the decision', () => {
    expect(
      resubmitState({ approvalStatus: 'rejected', moderation: { ...decided, editedSince: true } }, 'artwork'),
    ).toEqual({ offer: true });
  });

  it('asks for an edit first while nothing changed since the decision', () => {
    const state = resubmitState(
      { approvalStatus: 'rejected', moderation: { ...decided, editedSince: false } },
      'profile',
    );
    expect(state).toEqual({
      offer: false,
      hint: "Edit your profile to address the admin's reason, then you can submit it for review again.",
    });
  });

  it('says nothing for a pending or approved item', () => {
    expect(resubmitState({ approvalStatus: 'pending', moderation: null }, 'artwork')).toEqual({
      offer: false,
      hint: null,
    });
    expect(resubmitState({ approvalStatus: 'approved' }, 'artwork')).toEqual({ offer: false, hint: null });
  });

  it('sends a blank note as none', () => {
    expect(noteToSend('   ')).toBeNull();
    expect(noteToSend(' New photo ')).toBe('New photo');
  });
});

describe('the review history', () => {
  it('names each step and whose words its note is', () => {
    const at = '2026-11-21T10:00:00.000Z';
    expect(historyLine({ id: 1, action: 'revoked', note: 'Not original', at })).toEqual({
      label: 'Approval revoked',
      noteLabel: 'Reason',
    });
    expect(historyLine({ id: 2, action: 'resubmitted', note: 'My own photo', at })).toEqual({
      label: 'Submitted for review again',
      noteLabel: "Artist's note",
    });
    expect(historyLine({ id: 3, action: 'approved', note: null, at })).toEqual({
      label: 'Approved',
      noteLabel: null,
    });
  });
});
