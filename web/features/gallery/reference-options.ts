import type { SelectOption } from '@/components/ui/select';

/** Filter choices from a reference list (mediums, specialties): the name is both value and label. */
export function nameOptions(list: readonly { name: string }[] | undefined): SelectOption<string>[] {
  return (list ?? []).map(({ name }) => ({ value: name, label: name }));
}
