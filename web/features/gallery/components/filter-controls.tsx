import { Field } from '@/components/ui/field';
import { ListboxSelect, NativeSelect, type SelectOption } from '@/components/ui/select';

/** One filter of a gallery page (medium, specialty, price bucket...), shown in the bar or the sheet. */
export interface GalleryFilter {
  /** The URL key, e.g. 'medium'. */
  name: string;
  label: string;
  /** The "no filter" choice, e.g. 'All mediums'. */
  allLabel: string;
  value: string | undefined;
  options: readonly SelectOption<string>[];
  onChange: (value: string | undefined) => void;
}

/** The choices with "all" first; a value from the URL that is not (or not yet) listed is kept visible. */
export function filterChoices(filter: GalleryFilter): SelectOption<string>[] {
  const known = filter.options.some((option) => option.value === filter.value);
  return [
    { value: '', label: filter.allLabel },
    ...filter.options,
    ...(filter.value && !known ? [{ value: filter.value, label: filter.value }] : []),
  ];
}

/** The label of a filter's current value (for chips), or undefined when unset. */
export function filterValueLabel(filter: GalleryFilter): string | undefined {
  if (!filter.value) return undefined;
  return filter.options.find((option) => option.value === filter.value)?.label ?? filter.value;
}

/** Desktop: a styled listbox with its label above. */
export function FilterListbox({ filter, className }: { filter: GalleryFilter; className?: string }) {
  return (
    <Field label={filter.label} className={className}>
      <ListboxSelect
        value={filter.value ?? ''}
        onChange={(value) => filter.onChange(value || undefined)}
        options={filterChoices(filter)}
      />
    </Field>
  );
}

/** Phones (inside the filter sheet): the native picker. */
export function FilterNativeSelect({ filter }: { filter: GalleryFilter }) {
  return (
    <Field label={filter.label}>
      <NativeSelect
        name={filter.name}
        value={filter.value ?? ''}
        onChange={(event) => filter.onChange(event.target.value || undefined)}
      >
        {filterChoices(filter).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
