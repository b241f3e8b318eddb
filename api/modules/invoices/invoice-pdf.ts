import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { toCents } from '../../../contract/common';
import type { Purchase } from '../../../contract/checkout';
import { countryName } from '../../../contract/countries';
import { formatCents } from '../../../contract/money';
import { dateOnly } from './issue-invoice';

/** The standard fonts write WinAnsi only: anything else becomes '?' rather than failing the PDF. */
export function pdfSafe(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) ? ch : '?';
    })
    .join('');
}

const INK = rgb(0.12, 0.11, 0.1);
const MUTED = rgb(0.42, 0.4, 0.38);
const MARGIN = 56;

class Writer {
  y: number;
  constructor(
    private page: PDFPage,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }
  private width = () => this.page.getWidth() - 2 * MARGIN;

  /** Writes one paragraph, wrapped to the page width. */
  text(text: string, opts: { size?: number; bold?: boolean; muted?: boolean; x?: number } = {}): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const x = MARGIN + (opts.x ?? 0);
    for (const raw of pdfSafe(text).split('\n')) {
      let line = '';
      for (const word of raw.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > this.width() - (opts.x ?? 0)) {
          this.draw(line, x, size, font, opts.muted);
          line = word;
        } else line = next;
      }
      this.draw(line, x, size, font, opts.muted);
    }
  }
  private draw(line: string, x: number, size: number, font: PDFFont, muted?: boolean) {
    this.page.drawText(line, { x, y: this.y - size, size, font, color: muted ? MUTED : INK });
    this.y -= size * 1.45;
  }
  /** A label on the left and an amount on the right of one line. */
  row(label: string, amount: string, bold = false): void {
    const font = bold ? this.bold : this.font;
    let safe = pdfSafe(label);
    while (safe.length > 4 && font.widthOfTextAtSize(safe, 10) > 380) safe = `${safe.slice(0, -4)}...`;
    this.page.drawText(safe, { x: MARGIN, y: this.y - 10, size: 10, font, color: INK });
    const w = font.widthOfTextAtSize(amount, 10);
    this.page.drawText(amount, { x: MARGIN + this.width() - w, y: this.y - 10, size: 10, font, color: INK });
    this.y -= 16;
  }
  gap(points = 12): void {
    this.y -= points;
  }
  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width(), y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 8;
  }
}

/** The order's invoice as a one-page A4 PDF (the same facts the order page shows). */
export async function invoicePdf(order: Purchase): Promise<Uint8Array> {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`Order ${order.id} has no invoice`);
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Invoice ${invoice.number}`));
  doc.setSubject(pdfSafe(`Order #${order.id} from ${order.artistName}`));
  doc.setCreator('Atelier');
  doc.setProducer('Atelier');
  doc.setCreationDate(new Date(invoice.issuedAt));
  const page = doc.addPage([595.28, 841.89]);
  const w = new Writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const day = (isoDate: string) => dateOnly(new Date(isoDate));

  w.text('Invoice', { size: 22, bold: true });
  w.text(invoice.number, { size: 12 });
  w.gap();
  w.text(`Issued ${day(invoice.issuedAt)}${invoice.dueAt ? ` · Due ${day(invoice.dueAt)}` : ''}`);
  w.text(`Order #${order.id} · sold through Atelier`, { muted: true });
  w.gap();
  w.text('From', { bold: true });
  w.text(order.artistName);
  w.gap(6);
  w.text('Bill to', { bold: true });
  w.text(`${order.buyerName} <${order.buyerEmail}>`);
  const a = order.shippingAddress;
  if (a) {
    const place = [a.postalCode, a.city, a.region].filter(Boolean).join(' ');
    w.text([a.fullName, a.line1, a.line2, place, countryName(a.country)].filter(Boolean).join(', '), {
      muted: true,
    });
  }
  w.gap();
  w.rule();
  for (const item of order.items) {
    const qty = item.quantity > 1 ? ` (${item.quantity} × ${formatCents(toCents(item.unitPrice))})` : '';
    w.row(`${item.title}: ${item.description}${qty}`, formatCents(toCents(item.lineTotal)));
  }
  w.rule();
  w.row('Items', formatCents(toCents(order.itemsTotal)));
  w.row('Shipping', formatCents(toCents(order.shipping)));
  w.row('Total due', formatCents(toCents(order.total)), true);
  w.text('Tax not included.', { muted: true, size: 9 });
  w.gap(18);
  w.text('How to pay', { bold: true, size: 12 });
  const payTo = invoice.payTo;
  if (payTo?.bankDetails) {
    w.text('Bank transfer', { bold: true });
    w.text(payTo.bankDetails);
  }
  if (payTo?.paymentLink) {
    w.text('Pay online', { bold: true });
    w.text(payTo.paymentLink);
  }
  if (!payTo) w.text(`${order.artistName} will write to you on the order with how to pay.`);
  w.gap(6);
  w.text(
    `Quote ${invoice.number} with your payment. Once paid, tap 'I have paid' on your order; the order is confirmed when the artist receives it.`,
    { muted: true },
  );
  return doc.save();
}
