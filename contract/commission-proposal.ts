import { z } from 'zod';
import './zod-config';
import { DateSchema, IsoDateTimeSchema, PriceSchema, toCents } from './common';
import { MAX_MILESTONES, MAX_REVISIONS, proposalProblem, type ProposalDraft } from './commission-machine';

/** A proposal's milestone as the API sends it (dollars; `state` from the state machine). */
export const MilestoneSchema = z.object({
  title: z.string(),
  amount: z.number(),
  deliverable: z.string(),
  nonRefundable: z.boolean(),
  state: z.enum(['unpaid', 'paid', 'void']),
  /** Its work: being worked on (or not started), delivered (waits for approval), approved. */
  work: z.enum(['waiting', 'delivered', 'approved']),
  /** Marked for refund by a cancellation after a missed date. */
  refundDue: z.boolean(),
  /** The invoice issued when it fell due (Pay by invoice); null before. */
  invoiceNumber: z.string().nullable(),
});
export type MilestoneView = z.infer<typeof MilestoneSchema>;

/** The artist's proposal on a request (issue 26, point 2); `version` is what the collector answers. */
export const ProposalSchema = z.object({
  version: z.number().int(),
  scope: z.string(),
  price: z.number(),
  deliveryDate: z.string().nullable(),
  sentAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  milestones: z.array(MilestoneSchema),
  revisionsIncluded: z.number().int(),
  /** Revisions the collector may still ask for (never below 0). */
  revisionsLeft: z.number().int(),
  /** The artist's latest request to move the delivery date, with the collector's answer. */
  extension: z
    .object({
      deliveryDate: z.string(),
      previousDate: z.string(),
      reason: z.string(),
      state: z.enum(['asked', 'accepted', 'declined']),
      askedAt: IsoDateTimeSchema,
    })
    .nullable(),
  /** Extra revisions the artist offers for a price. */
  revisionOffer: z
    .object({
      count: z.number().int(),
      price: z.number(),
      state: z.enum(['offered', 'accepted', 'declined']),
    })
    .nullable(),
  /** Bought on top (extra revisions), paid by invoice. */
  addOns: z.array(
    z.object({
      title: z.string(),
      amount: z.number(),
      state: z.enum(['unpaid', 'paid', 'void']),
      refundDue: z.boolean(),
      invoiceNumber: z.string().nullable(),
    }),
  ),
});
export type ProposalView = z.infer<typeof ProposalSchema>;

const DeliveryDateSchema = DateSchema.refine((d) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
}, 'Please enter a valid date').refine(
  // "Today" somewhere on Earth (UTC-12), as the request's deadline.
  (d) => d >= new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10),
  'The delivery date cannot be in the past',
);

export const MilestoneInputSchema = z.object({
  title: z.string().trim().min(1, 'Every milestone needs a title').max(80, 'At most 80 characters'),
  amount: PriceSchema,
  deliverable: z.string().trim().max(500, 'At most 500 characters').default(''),
  nonRefundable: z.boolean().default(false),
});

/** `PUT /api/commission-requests/:id/proposal`: the artist sends or revises the proposal. */
export const ProposalInputSchema = z
  .object({
    scope: z.string().trim().min(1, 'Describe what you will make').max(5000, 'At most 5000 characters'),
    price: PriceSchema,
    deliveryDate: DeliveryDateSchema,
    milestones: z
      .array(MilestoneInputSchema)
      .min(1, 'A proposal has at least one milestone')
      .max(MAX_MILESTONES, `A proposal has at most ${MAX_MILESTONES} milestones`),
    /** Revisions the price includes (absent: the service's, else DEFAULT_REVISIONS). */
    revisionsIncluded: z
      .number()
      .int()
      .min(0, 'Revisions cannot be negative')
      .max(MAX_REVISIONS, `At most ${MAX_REVISIONS} revisions`)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const problem = proposalProblem(proposalDraft(input));
    if (problem) ctx.addIssue({ code: 'custom', path: ['milestones'], message: problem });
  });
export type ProposalInput = z.input<typeof ProposalInputSchema>;
export type ProposalInputParsed = z.output<typeof ProposalInputSchema>;

/** The input in the state machine's cents. */
export function proposalDraft(input: {
  scope: string;
  price: number;
  deliveryDate: string | null;
  milestones: { title: string; amount: number; deliverable?: string; nonRefundable?: boolean }[];
  revisionsIncluded?: number;
}): ProposalDraft {
  return {
    revisionsIncluded: input.revisionsIncluded,
    scope: input.scope,
    priceCents: toCents(input.price),
    deliveryDate: input.deliveryDate,
    milestones: input.milestones.map((m) => ({
      title: m.title,
      amountCents: toCents(m.amount),
      deliverable: m.deliverable ?? '',
      nonRefundable: m.nonRefundable ?? false,
    })),
  };
}

/** `POST /api/commission-requests/:id/proposal/answer`: the sender accepts or declines a version. */
export const ProposalAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline']),
  proposalVersion: z
    .number({ error: 'Send the version of the proposal you are answering' })
    .int()
    .positive('Send the version of the proposal you are answering'),
  reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional().nullable(),
});
export type ProposalAnswer = z.infer<typeof ProposalAnswerSchema>;
