import { z } from 'zod';
import { PurchaseSchema } from '../checkout';
import { defineEndpoints } from '../endpoint';
import {
  OrderMessageInputSchema,
  OrderMessageSchema,
  PayoutDetailsInputSchema,
  PayoutDetailsSchema,
} from '../invoice';
import { IdParams } from './params';

/** Paying by invoice (issue 25): the artist's payout details, invoices, order threads, 'I have paid'. */
export const invoiceEndpoints = defineEndpoints({
  getPayoutDetails: {
    auth: 'user',
    method: 'GET',
    path: '/api/payout-details',
    summary: 'How the signed-in artist is paid by invoice (private)',
    tag: 'Invoices',
    response: PayoutDetailsSchema,
    errors: [401, 403],
  },
  updatePayoutDetails: {
    auth: 'user',
    method: 'PUT',
    path: '/api/payout-details',
    summary: 'Set how the signed-in artist is paid: bank details, a payment link, or both',
    tag: 'Invoices',
    body: PayoutDetailsInputSchema,
    response: PayoutDetailsSchema,
    errors: [401, 403],
  },
  getInvoicePdf: {
    auth: 'user',
    method: 'GET',
    path: '/api/orders/:id/invoice.pdf',
    summary: "An order's invoice as a PDF (its buyer and its artist only)",
    tag: 'Invoices',
    params: IdParams,
    notFound: 'Order',
    response: null,
    produces: 'application/pdf',
    errors: [401, 404],
  },
  listOrderMessages: {
    auth: 'user',
    method: 'GET',
    path: '/api/purchases/:id/messages',
    summary: "An order's messages between its buyer and its artist, oldest first",
    tag: 'Invoices',
    params: IdParams,
    notFound: 'Order',
    response: z.array(OrderMessageSchema),
    errors: [401, 404],
  },
  sendOrderMessage: {
    auth: 'user',
    method: 'POST',
    path: '/api/purchases/:id/messages',
    summary: 'Write to the other side of an order',
    tag: 'Invoices',
    params: IdParams,
    notFound: 'Order',
    body: OrderMessageInputSchema,
    response: OrderMessageSchema,
    status: 201,
    errors: [401, 404],
  },
  reportPayment: {
    auth: 'user',
    method: 'POST',
    path: '/api/purchases/:id/paid',
    summary: "The buyer says 'I have paid'; the artist is told and confirms receipt",
    tag: 'Invoices',
    params: IdParams,
    notFound: 'Order',
    response: PurchaseSchema,
    errors: [401, 404, 409],
  },
});
