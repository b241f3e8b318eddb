import { describe, expect, it } from 'vitest';
import { moderationPromptText, reasonToSend } from './moderation-prompt';

describe('moderationPromptText', () => {
  it('asks before revoking an artist and says what the public loses', () => {
    const text = moderationPromptText({ decision: 'revoke', kind: 'artist', subject: 'Maya Okafor' });
    expect(text.title).toBe('Revoke “Maya Okafor”?');
    expect(text.message).toContain('all of their artworks are hidden from the galleries');
    expect(text.confirmLabel).toBe('Revoke approval');
  });

  it('names the artwork when rejecting it', () => {
    const text = moderationPromptText({ decision: 'reject', kind: 'artwork', subject: 'Dusk' });
    expect(text).toMatchObject({ title: 'Reject “Dusk”?', confirmLabel: 'Reject artwork' });
  });
});

describe('reasonToSend', () => {
  it('sends no reason for blank text and a trimmed one otherwise', () => {
    expect(reasonToSend('   ')).toBeNull();
    expect(reasonToSend('  Blurry photo ')).toBe('Blurry photo');
    expect(reasonToSend('x'.repeat(1200))).toHaveLength(1000);
  });
});
