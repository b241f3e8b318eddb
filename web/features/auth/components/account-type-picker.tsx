import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { Heart, Palette } from 'lucide-react';
import type { z } from 'zod';
import type { SelfRegisterRoleSchema } from '@contract/enums';

type SelfRegisterRole = z.infer<typeof SelfRegisterRoleSchema>;

/** Self-registration offers only these two (spec section 2). */
export const ACCOUNT_TYPES: readonly {
  value: SelfRegisterRole;
  label: string;
  description: string;
  icon: typeof Heart;
}[] = [
  { value: 'user', label: 'Collector', description: 'Art Collectors: browse and purchase', icon: Heart },
  { value: 'bus_admin', label: 'Artist', description: 'sell artwork and take commissions', icon: Palette },
];

export function AccountTypePicker({
  value,
  onChange,
}: {
  value: SelfRegisterRole;
  onChange: (value: SelfRegisterRole) => void;
}) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label="Account type"
      className="grid gap-3 sm:grid-cols-2"
    >
      {ACCOUNT_TYPES.map(({ value: option, label, description, icon: Icon }) => (
        <Field key={option}>
          <Radio
            value={option}
            className="group flex min-h-11 cursor-pointer gap-3 rounded-2xl border border-line-strong bg-surface p-4 transition-colors data-checked:border-accent data-checked:bg-accent-soft/50 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-accent"
          >
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-line-strong group-data-checked:border-accent">
              <span className="size-2.5 rounded-full bg-accent opacity-0 group-data-checked:opacity-100" />
            </span>
            <span className="min-w-0">
              <Label className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon aria-hidden className="size-4 text-muted" />
                {label}
              </Label>
              <Description className="mt-1 block text-sm text-muted first-letter:uppercase">
                {description}
              </Description>
            </span>
          </Radio>
        </Field>
      ))}
    </RadioGroup>
  );
}
