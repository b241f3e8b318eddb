import type { Knex } from 'knex';
import type { CommissionState, Proposal } from '../../../contract/commission-machine';
import { formatCents } from '../../../contract/money';
import type { CommissionRequest } from '../../../contract/commission-request';
import { currentMilestone } from '../../../contract/commission-work';
import { nextInvoiceNumber } from '../invoices/issue-invoice';
import { readPayTo } from '../invoices/payouts';
import { notify } from '../notifications/notify';
import { findPaymentProvider } from '../payments/payment-provider';
import { requestLink } from './request-link';

/**
 * Pay by invoice for commissions (issue 26 point 3): through the payment provider interface, an
 * invoice is issued for each milestone when it falls due (the first once the proposal is accepted,
 * each next one once the one before is approved) and for each add-on the collector buys; the
 * collector gets it in the app and by e-mail with the artist's payment details. The artist then
 * confirms the payment received (the machine's confirm moves). Returns the proposal with the
 * invoice numbers (unchanged when nothing fell due).
 */
export async function issueDueInvoices(
  db: Knex,
  request: CommissionRequest,
  state: CommissionState,
): Promise<Proposal | null> {
  const p = state.proposal;
  if (!p || (state.status !== 'accepted' && state.status !== 'in_progress')) return p;
  const current = currentMilestone(p);
  const due: Array<{ kind: 'milestone' | 'addOn'; index: number; title: string; amountCents: number }> = [];
  const milestone = current === -1 ? undefined : p.milestones[current];
  if (milestone && milestone.state === 'unpaid' && !milestone.invoiceNumber)
    due.push({
      kind: 'milestone',
      index: current,
      title: milestone.title,
      amountCents: milestone.amountCents,
    });
  (p.addOns ?? []).forEach((a, index) => {
    if (a.state === 'unpaid' && !a.invoiceNumber)
      due.push({ kind: 'addOn', index, title: a.title, amountCents: a.amountCents });
  });
  if (due.length === 0) return p;
  const provider = findPaymentProvider('invoice')!;
  const payTo = await readPayTo(db, request.artistId);
  let next = p;
  for (const item of due) {
    const number = await nextInvoiceNumber(db, new Date());
    next =
      item.kind === 'milestone'
        ? {
            ...next,
            milestones: next.milestones.map((m, i) =>
              i === item.index ? { ...m, invoiceNumber: number } : m,
            ),
          }
        : {
            ...next,
            addOns: next.addOns!.map((a, i) => (i === item.index ? { ...a, invoiceNumber: number } : a)),
          };
    const details = [
      `${provider.method.name}: pay ${request.artistName} with these details. They confirm when the payment arrives.`,
      payTo?.bankDetails ? `Bank details: ${payTo.bankDetails}` : null,
      payTo?.paymentLink ? `Payment link: ${payTo.paymentLink}` : null,
    ].filter(Boolean);
    await notify(db, {
      userId: request.userId,
      kind: 'commission_work',
      title: `Invoice ${number} from ${request.artistName}: ${formatCents(item.amountCents, { grouping: false })} for "${item.title}" (${request.title})`,
      body: details.join('\n'),
      link: requestLink(request.id, 'sender'),
    });
  }
  await db('commission_requests')
    .where({ id: request.id })
    .update({ proposal: JSON.stringify(next) });
  return next;
}

/** Records through the provider what a cancellation marked for refund (no money moves on the site). */
export async function recordRefunds(
  db: Knex,
  request: CommissionRequest,
  proposal: Proposal,
  reason: string,
): Promise<void> {
  const provider = findPaymentProvider('invoice')!;
  for (const item of [...proposal.milestones, ...(proposal.addOns ?? [])]) {
    if (item.state === 'paid' && item.refund === 'due')
      await provider.recordRefund?.(db, {
        requestId: request.id,
        label: item.title,
        amountCents: item.amountCents,
        reason,
      });
  }
}
