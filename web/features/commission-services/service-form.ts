import {
  CommissionServiceInputSchema,
  type CommissionService,
  type CommissionServiceInput,
  type ServiceAddOn,
  type ServiceStatus,
} from '@contract/commission-service';

/** The service form's fields as typed (text), before the contract schema checks them. */
export interface ServiceFormValues {
  title: string;
  description: string;
  priceMin: string;
  priceMax: string;
  turnaroundDays: string;
  revisionsIncluded: string;
  usageRights: string;
  /** One add-on a line: "Commercial use: 60". */
  addOns: string;
  status: ServiceStatus;
  /** Empty: no limit. */
  slots: string;
  exampleImageIds: number[];
}

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  title: '',
  description: '',
  priceMin: '',
  priceMax: '',
  turnaroundDays: '14',
  revisionsIncluded: '2',
  usageRights: 'Personal use',
  addOns: '',
  status: 'open',
  slots: '',
  exampleImageIds: [],
};

export function formOfService(service: CommissionService): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    priceMin: String(service.priceMin),
    priceMax: String(service.priceMax),
    turnaroundDays: String(service.turnaroundDays),
    revisionsIncluded: String(service.revisionsIncluded),
    usageRights: service.usageRights,
    addOns: service.addOns.map((a) => `${a.name}: ${a.price}`).join('\n'),
    status: service.status,
    slots: service.slots === null ? '' : String(service.slots),
    exampleImageIds: service.examples.map((e) => e.imageId),
  };
}

/**
 * Add-on lines ("Commercial use: 60", "Print rights $25") to add-ons; a line without a price at its
 * end is an error naming that line.
 */
export function parseAddOns(text: string): { addOns: ServiceAddOn[] } | { error: string } {
  const addOns: ServiceAddOn[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(.*?)[\s:=+-]*\$?\s*(\d+(?:\.\d{1,2})?)$/.exec(line);
    const name = match?.[1]?.trim();
    if (!match || !name)
      return { error: `Write each add-on as "name: price", e.g. "Commercial use: 60" (not "${line}")` };
    addOns.push({ name, price: Number(match[2]) });
  }
  return { addOns };
}

export type ServiceFormErrors = Partial<Record<keyof ServiceFormValues, string>>;

/** The form's values checked by the contract schema: the input to send, or the messages per field. */
export function toServiceInput(
  values: ServiceFormValues,
): { input: CommissionServiceInput } | { errors: ServiceFormErrors } {
  const addOns = parseAddOns(values.addOns);
  const parsed = CommissionServiceInputSchema.safeParse({
    ...values,
    addOns: 'addOns' in addOns ? addOns.addOns : [],
  });
  const errors: ServiceFormErrors = 'error' in addOns ? { addOns: addOns.error } : {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ServiceFormValues;
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
