import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';
import { MAIL_TEMPLATES } from './mail-templates';

describe('mail layout', () => {
  it('makes both parts from one template: the same words, the action as a button and as a plain link', () => {
    const content = MAIL_TEMPLATES.verify_email.render(
      { firstName: 'Ada', token: 'abc' },
      { origin: 'https://atelier.example' },
    );
    const mail = renderMail(content, { origin: 'https://atelier.example' });
    const url = 'https://atelier.example/verify-email?token=abc';
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain(`Confirm my e-mail: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    for (const paragraph of content.paragraphs) {
      expect(mail.text).toContain(paragraph);
      expect(mail.html).toContain(paragraph);
    }
  });

  it('escapes what users typed in the HTML part and keeps it as typed in the text part', () => {
    const content = MAIL_TEMPLATES.verify_email.render(
      { firstName: '<img src=x onerror=alert(1)>', token: 'a"b' },
      { origin: 'https://atelier.example' },
    );
    const mail = renderMail(content, { origin: 'https://atelier.example' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
    expect(mail.html).toContain('token=a%22b');
  });

  it('puts the unsubscribe and settings links in the footer of both parts when given', () => {
    const content = MAIL_TEMPLATES.verify_email.render(
      { firstName: 'A', token: 't' },
      { origin: 'https://a.example' },
    );
    const mail = renderMail(content, {
      origin: 'https://a.example',
      unsubscribeUrl: 'https://a.example/unsubscribe?token=u',
      settingsUrl: 'https://a.example/profile',
    });
    expect(mail.text).toContain('Unsubscribe from these e-mails: https://a.example/unsubscribe?token=u');
    expect(mail.html).toContain('<a href="https://a.example/unsubscribe?token=u"');
    expect(mail.html).toContain('Choose which e-mails you get');
  });
});
