import { z } from 'zod';
import './zod-config';
import { DateSchema, IsoDateTimeSchema, PriceSchema, toCents } from './common';
import { MAX_MILESTONES, proposalProblem, type ProposalDraft } from './commission-machine';

/** A proposal's milestone as the API sends it (dollars; `state` from the state machine). */
export const MilestoneSchema = z.object({
  title: z.string(),
  amount: z.number(),
  deliverable: z.string(),
  nonRefundable: z.boolean(),
  state: z.enum(['unpaid', 'paid', 'void']),
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
}): ProposalDraft {
  return {
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
