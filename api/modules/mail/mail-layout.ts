/**
 * One layout for every mail: a template (mail-templates.ts) says what a mail says, once, as
 * structured content; this turns it into the plain-text part and the HTML part, so the two never
 * drift apart.
 */
export interface MailContent {
  subject: string;
  /** 'Hello Ada,' */
  greeting?: string;
  paragraphs: string[];
  /** The one thing to do: a button in HTML, a line with the URL in text. */
  action?: { label: string; url: string };
  /** Small print after the action (why you got it, how long a link works). */
  notes?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every mail's footer needs: where the site is, and (notification mail) how to stop it. */
export interface LayoutContext {
  origin: string;
  /** One-click unsubscribe page of this mail's kind; absent for account and security mail. */
  unsubscribeUrl?: string;
  /** Where the recipient chooses which mail they get. */
  settingsUrl?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function footerLines(ctx: LayoutContext): string[] {
  const lines = [`Atelier · ${ctx.origin}`];
  if (ctx.unsubscribeUrl) lines.push(`Unsubscribe from these e-mails: ${ctx.unsubscribeUrl}`);
  if (ctx.settingsUrl) lines.push(`Choose which e-mails you get: ${ctx.settingsUrl}`);
  return lines;
}

export function renderText(content: MailContent, ctx: LayoutContext): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  if (content.notes?.length) blocks.push(...content.notes);
  blocks.push(['--', ...footerLines(ctx)].join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";
const P = `margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1c1917`;
const SMALL = `margin:0 0 8px;${FONT};font-size:13px;line-height:20px;color:#57534e`;
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:6px;background:#1c1917;color:#fafaf9;' +
  `${FONT};font-size:16px;font-weight:600;text-decoration:none`;

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#1c1917">${escapeHtml(label)}</a>`;
}

export function renderHtml(content: MailContent, ctx: LayoutContext): string {
  const rows: string[] = [];
  if (content.greeting) rows.push(`<p style="${P}">${escapeHtml(content.greeting)}</p>`);
  for (const paragraph of content.paragraphs)
    rows.push(`<p style="${P}">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  if (content.action) {
    const { url, label } = content.action;
    rows.push(
      `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="${BUTTON}">${escapeHtml(label)}</a></p>`,
      `<p style="${SMALL}">Or open this link: ${link(url, url)}</p>`,
    );
  }
  for (const note of content.notes ?? []) rows.push(`<p style="${SMALL}">${escapeHtml(note)}</p>`);
  const footer = [`Atelier · ${link(ctx.origin, ctx.origin)}`];
  if (ctx.unsubscribeUrl) footer.push(link(ctx.unsubscribeUrl, 'Unsubscribe from these e-mails'));
  if (ctx.settingsUrl) footer.push(link(ctx.settingsUrl, 'Choose which e-mails you get'));
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#fafaf9">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px">',
    `<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:#1c1917">Atelier</p>`,
    ...rows,
    '<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">',
    ...footer.map((line) => `<p style="${SMALL}">${line}</p>`),
    '</div></body></html>',
  ].join('\n');
}

export function renderMail(content: MailContent, ctx: LayoutContext): RenderedMail {
  return { subject: content.subject, text: renderText(content, ctx), html: renderHtml(content, ctx) };
}

/** What every mail template is given besides its data (mail-templates.ts). */
export interface TemplateContext {
  /** The site's origin, e.g. https://atelier.example (links in mail are absolute). */
  origin: string;
}
