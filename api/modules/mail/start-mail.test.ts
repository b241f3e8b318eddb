import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { describeMail } from './start-mail';

const base = { DATA_DIR: '/tmp/atelier-mail-config-test', PORT: '3124' };

describe('where mail goes', () => {
  it('says mail is kept in the database and where to read it when SMTP_URL is unset', () => {
    expect(describeMail(loadConfig(base))).toEqual({
      line: 'kept in the database (no SMTP_URL): read it at http://localhost:3124/dev/mailbox',
    });
  });

  it('warns once in production without SMTP, and names the server (never its password) with it', () => {
    const production = describeMail(loadConfig({ ...base, NODE_ENV: 'production' }));
    expect(production.line).toContain('admins read it at http://localhost:3124/dev/mailbox');
    expect(production.warning).toMatch(/^SMTP_URL is not set: no mail leaves this server/);

    const smtp = describeMail(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mailer:s3cret@smtp.example:587',
        MAIL_FROM: 'Atelier <hello@atelier.example>',
        PUBLIC_ORIGIN: 'https://atelier.example',
      }),
    );
    expect(smtp).toEqual({
      line: 'sent through smtp://smtp.example:587 as Atelier <hello@atelier.example>',
    });
  });

  it('refuses SMTP_URL without MAIL_FROM, and an SMTP_URL that is not one', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://smtp.example:587' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://smtp.example:587' })).toThrow(/MAIL_FROM: required/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example', MAIL_FROM: 'a@b.c' })).toThrow(
      /SMTP_URL/,
    );
  });

  it('links mail to PUBLIC_ORIGIN when it is set', () => {
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://atelier.example/' }).mail.origin).toBe(
      'https://atelier.example',
    );
  });
});
