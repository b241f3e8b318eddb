import { z } from 'zod';
import {
  CommissionRequestInputSchema,
  parseReferenceImages,
  type CommissionRequestInput,
} from '@contract/commission-request';

const {
  artistId: _artistId,
  serviceId: _serviceId,
  referenceImages,
  ...fields
} = CommissionRequestInputSchema.shape;

/**
 * The dialog's form: the contract schema (its messages: 'Title is required', 'Description must be
 * at least 10 characters'…) with reference images typed as text, one URL per line, blank lines
 * dropped. The artist comes from the page, not the form.
 */
export const CommissionRequestFormSchema = z.object({
  ...fields,
  // An empty date input means "no deadline".
  deadline: z.preprocess((v) => (v === '' ? null : v), fields.deadline),
  referenceImages: z.string().transform((text, ctx) => {
    const urls = parseReferenceImages(text);
    const checked = referenceImages.safeParse(urls);
    if (checked.success) return urls;
    for (const issue of checked.error.issues) {
      const bad = typeof issue.path[0] === 'number' ? urls[issue.path[0]] : undefined;
      ctx.addIssue({ code: 'custom', message: bad ? `${issue.message}: ${bad}` : issue.message });
    }
    return z.NEVER;
  }),
});

export type CommissionRequestFormValues = z.input<typeof CommissionRequestFormSchema>;
export type CommissionRequestFormOutput = z.output<typeof CommissionRequestFormSchema>;
export type CommissionRequestField = keyof CommissionRequestFormValues;

export const EMPTY_COMMISSION_REQUEST: CommissionRequestFormValues = {
  title: '',
  description: '',
  budget: '',
  preferredMedium: '',
  dimensions: '',
  deadline: '',
  referenceImages: '',
};

/** What `POST /api/commission-requests` receives: blanks become "none" (null), never empty strings. */
export function toCommissionRequestInput(
  artistId: number,
  values: CommissionRequestFormOutput,
  serviceId?: number | null,
): CommissionRequestInput {
  return {
    artistId,
    ...(serviceId ? { serviceId } : {}),
    title: values.title,
    description: values.description,
    budget: values.budget ?? null,
    preferredMedium: values.preferredMedium || null,
    dimensions: values.dimensions || null,
    deadline: values.deadline || null,
    referenceImages: values.referenceImages,
  };
}

/** The form's values from a request saved on this device (Edit in the sync panel reopens it). */
export function valuesFromRequestInput(input: CommissionRequestInput): CommissionRequestFormValues {
  return {
    title: input.title,
    description: input.description,
    budget: input.budget == null ? '' : String(input.budget),
    preferredMedium: input.preferredMedium ?? '',
    dimensions: input.dimensions ?? '',
    deadline: input.deadline ?? '',
    referenceImages: (input.referenceImages ?? []).join('\n'),
  };
}

/** A request started from a commission service: its title and lowest price, the rest left to the sender. */
export function valuesFromService(service: {
  title: string;
  priceMin: number;
}): Partial<CommissionRequestFormValues> {
  return { title: service.title, budget: String(service.priceMin) };
}

const FORM_FIELDS: readonly CommissionRequestField[] = Object.keys(
  EMPTY_COMMISSION_REQUEST,
) as CommissionRequestField[];

/** A server field key (`referenceImages.0`, `budget`) to the form field it belongs to, if any. */
export function formFieldOf(serverKey: string): CommissionRequestField | null {
  const head = serverKey.split('.')[0];
  return FORM_FIELDS.find((field) => field === head) ?? null;
}

/** Today in the user's own calendar, YYYY-MM-DD: the deadline's `min`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
