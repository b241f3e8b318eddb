import { LabelledSelect } from '@/components/ui/plain-select';
import type { SelectOption } from '@/components/ui/select';

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

/**
 * A filter as the native picker with its label above: in the bar on wider screens and in the filter
 * sheet on phones. (The styled listbox it replaced cost the gallery's first load ~20 KB of script
 * and a quarter second of a phone's main thread; the native picker is also the phone's own.)
 */
export function FilterNativeSelect({ filter, className }: { filter: GalleryFilter; className?: string }) {
  return (
    <LabelledSelect
      label={filter.label}
      className={className}
      name={filter.name}
      value={filter.value ?? ''}
      onChange={(event) => filter.onChange(event.target.value || undefined)}
    >
      {filterChoices(filter).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
