import type { MailStatus } from '@contract/mail';
import type { BadgeTone } from '@/components/ui/badge';

/** A mail's place in the outbox, in words, with the badge tone it is shown in. */
export function mailStatusText(status: MailStatus, attempts: number): { text: string; tone: BadgeTone } {
  switch (status) {
    case 'queued':
      return attempts > 0
        ? {
            text: `Retrying (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far)`,
            tone: 'warning',
          }
        : { text: 'Waiting to send', tone: 'neutral' };
    case 'sending':
      return { text: 'Sending', tone: 'neutral' };
    case 'sent':
      return { text: 'Sent', tone: 'success' };
    case 'failed':
      return { text: 'Not delivered', tone: 'danger' };
    case 'skipped':
      return { text: 'Not sent', tone: 'outline' };
  }
}

/** The links of a mail's text part, in order and without repeats (the mailbox lists them to open). */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

/** The HTML part for a sandboxed frame: its links open in the whole window, as from an inbox. */
export function framedHtml(html: string): string {
  return html.replace(/<head>/i, '<head><base target="_top">');
}
