import { describe, expect, it } from 'vitest';
import { framedHtml, linksOf, mailStatusText } from './mail-status';

describe('mailbox words', () => {
  it('says where a mail is, retries included', () => {
    expect(mailStatusText('queued', 0).text).toBe('Waiting to send');
    expect(mailStatusText('queued', 2).text).toBe('Retrying (2 attempts so far)');
    expect(mailStatusText('sent', 1)).toEqual({ text: 'Sent', tone: 'success' });
    expect(mailStatusText('failed', 3).text).toBe('Not delivered');
  });

  it('lists the links of a text part once each, without trailing punctuation of the sentence', () => {
    const text =
      'Open https://a.example/reset-password?token=x\n\nAtelier · https://a.example\nhttps://a.example/reset-password?token=x';
    expect(linksOf(text)).toEqual(['https://a.example/reset-password?token=x', 'https://a.example']);
  });

  it('opens the links of the HTML part in the whole window', () => {
    expect(framedHtml('<html><head><title>x</title></head>')).toBe(
      '<html><head><base target="_top"><title>x</title></head>',
    );
  });
});
