import type { MailContent, TemplateContext } from './mail-layout';

/**
 * The mail of an order paid by invoice (issue 25): the invoice to the buyer, and 'I have paid' to
 * the artist. Spread into MAIL_TEMPLATES; kept apart so the order's words live together.
 */
type Render<D> = (data: D, ctx: TemplateContext) => MailContent;
const link = (origin: string, path: string) => new URL(path, origin).toString();

export interface InvoiceMailData {
  firstName: string;
  orderId: number;
  invoiceNumber: string;
  artistName: string;
  /** '$1,262.50' */
  total: string;
  /** 'Nov 29, 2026' or null. */
  dueDate: string | null;
  bankDetails: string | null;
  paymentLink: string | null;
}

const orderInvoice: Render<InvoiceMailData> = (d, { origin }) => ({
  subject: `Invoice ${d.invoiceNumber} for your order #${d.orderId}`,
  greeting: `Hello ${d.firstName},`,
  paragraphs: [
    `Thank you for your order from ${d.artistName}. Please pay ${d.total}${d.dueDate ? ` by ${d.dueDate}` : ''}, or the order expires.`,
    ...(d.bankDetails ? [`Bank transfer:\n${d.bankDetails}`] : []),
    ...(d.paymentLink ? [`Or pay online: ${d.paymentLink}`] : []),
    ...(d.bankDetails || d.paymentLink
      ? []
      : [`${d.artistName} will write to you on the order with how to pay.`]),
    `Once you have paid, open your order and tap 'I have paid' so ${d.artistName} can confirm it. The invoice is on the order as a PDF.`,
  ],
  action: { label: 'Open my order', url: link(origin, '/orders') },
  notes: [`Quote ${d.invoiceNumber} with your payment.`],
});

const orderPaymentReported: Render<{
  firstName: string;
  orderId: number;
  invoiceNumber: string;
  buyerName: string;
  total: string;
}> = (d, { origin }) => ({
  subject: `${d.buyerName} says they have paid order #${d.orderId}`,
  greeting: `Hello ${d.firstName},`,
  paragraphs: [
    `${d.buyerName} says they have paid ${d.total} for order #${d.orderId} (invoice ${d.invoiceNumber}).`,
    "Check that the money has reached you, then confirm it on the order with 'Mark paid'. The buyer's address is then shown so you can ship.",
  ],
  action: { label: 'Open my sales', url: link(origin, '/artist-dashboard?tab=sales') },
});

export const ORDER_MAIL_TEMPLATES = {
  order_invoice: orderInvoice,
  order_payment_reported: orderPaymentReported,
};
