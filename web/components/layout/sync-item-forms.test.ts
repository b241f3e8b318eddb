import { describe, expect, it } from 'vitest';
import type { WriteCommand } from '@/lib/write';
import type { OutboxItem } from '@/offline/outbox';
import { queuedItemForm } from './sync-item-forms';

const item = (command: Partial<WriteCommand>, status: OutboxItem['status'] = 'pending'): OutboxItem =>
  ({
    seq: 12,
    status,
    label: 'A write',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    userId: 9,
    command: { key: 'k', createdAt: '2026-11-26T10:00:00.000Z', ...command } as WriteCommand,
  }) as OutboxItem;

describe('the form the sync panel reopens a queued item in', () => {
  it('a proposal and a work update: their card on Received, by request and item', () => {
    expect(queuedItemForm(item({ endpoint: 'sendCommissionProposal', params: { id: 4 } }))).toEqual({
      to: '/commission-requests',
      search: { tab: 'received', request: 4, proposal: 12 },
    });
    expect(queuedItemForm(item({ endpoint: 'postCommissionUpdate', params: { id: 4 } }))).toEqual({
      to: '/commission-requests',
      search: { tab: 'received', request: 4, update: 12 },
    });
  });

  it('a review: its card, on the tab the page finds for the request', () => {
    expect(queuedItemForm(item({ endpoint: 'writeCommissionReview', params: { id: 4 } }))).toEqual({
      to: '/commission-requests',
      search: { request: 4, review: 12 },
    });
  });

  it('nothing while it is being sent, without a request, or for messages and replies', () => {
    expect(
      queuedItemForm(item({ endpoint: 'sendCommissionProposal', params: { id: 4 } }, 'sending')),
    ).toBeNull();
    expect(queuedItemForm(item({ endpoint: 'postCommissionUpdate', params: {} }))).toBeNull();
    expect(queuedItemForm(item({ endpoint: 'sendMessage', params: { id: 4 } }))).toBeNull();
    expect(queuedItemForm(item({ endpoint: 'updateCommissionRequest', params: { id: 4 } }))).toBeNull();
  });
});
