import type { Knex } from 'knex';
import { renderMail } from './mail-layout';
import { MAIL_TEMPLATES, isMailKind, type TemplateContext } from './mail-templates';
import type { ClaimedMail } from './mail.repo';
import type { OutgoingMail } from './mail-transport';
import { NOTIFICATION_MAIL_KINDS, notificationMailGate } from './notification-mail-gate';

export interface ComposeDeps {
  knex: Knex;
  origin: string;
  from: string;
  /** Sign notification mails' unsubscribe links (SESSION_KEYS; the first signs). */
  signingKeys?: readonly string[];
}

/** A claimed mail made ready to send, or the reason it is not sent at all. */
export type Composed = { mail: OutgoingMail } | { skip: string };

/** `<mail-42.k1x9@atelier.example>`: the same for every attempt of one mail, so a resend is recognisable. */
export function messageIdOf(id: number, createdAt: Date, origin: string): string {
  return `<mail-${id}.${createdAt.getTime().toString(36)}@${new URL(origin).hostname}>`;
}

/** Renders a claimed mail with its kind's template (a notification mail first passes its gate). */
export async function composeMail(deps: ComposeDeps, claimed: ClaimedMail): Promise<Composed> {
  if (!isMailKind(claimed.kind)) return { skip: `No template for mail of kind '${claimed.kind}'` };
  let layout: { unsubscribeUrl?: string; settingsUrl?: string } = {};
  let headers: Record<string, string> = {};
  if (NOTIFICATION_MAIL_KINDS.has(claimed.kind)) {
    const gate = await notificationMailGate(deps, claimed);
    if ('skip' in gate) return gate;
    layout = { unsubscribeUrl: gate.unsubscribeUrl, settingsUrl: gate.settingsUrl };
    headers = gate.headers;
  }
  const ctx: TemplateContext = { origin: deps.origin };
  const template = MAIL_TEMPLATES[claimed.kind] as {
    render(data: unknown, ctx: TemplateContext): Parameters<typeof renderMail>[0];
  };
  const rendered = renderMail(template.render(claimed.data, ctx), { origin: deps.origin, ...layout });
  return {
    mail: {
      from: deps.from,
      to: claimed.to,
      ...rendered,
      headers,
      messageId: messageIdOf(claimed.id, claimed.createdAt, deps.origin),
    },
  };
}
