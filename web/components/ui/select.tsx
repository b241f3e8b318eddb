import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { controlStyles } from './control-styles';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface ListboxSelectProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** Accessible name when there is no surrounding <Field label>. */
  'aria-label'?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A styled single-choice listbox (Headless UI Listbox): filters, sorts, type pickers.
 * Inside a <Field> it takes the field's label. Options open anchored below, in a portal.
 */
export function ListboxSelect<T extends string>({
  value,
  onChange,
  options,
  invalid,
  disabled,
  className,
  ...aria
}: ListboxSelectProps<T>) {
  const selected = options.find((option) => option.value === value);
  return (
    <Listbox value={value} onChange={onChange} invalid={invalid} disabled={disabled}>
      <ListboxButton
        // The visible choice stays part of the name ('Sort by: Most recent'): a name without it fails
        // WCAG 2.5.3 (label in name) for voice control users.
        aria-label={aria['aria-label'] && `${aria['aria-label']}: ${selected?.label ?? ''}`}
        className={clsx(
          controlStyles,
          'relative flex min-h-11 items-center justify-between gap-2 py-2 text-left',
          className,
        )}
      >
        <span className="truncate">{selected?.label ?? ''}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom start', gap: 6 }}
        transition
        className="z-50 w-(--button-width) min-w-44 rounded-xl border border-line bg-surface p-1 shadow-lift focus:outline-none transition duration-100 ease-out data-closed:opacity-0"
      >
        {options.map((option) => (
          <ListboxOption
            key={option.value}
            value={option.value}
            className="group flex min-h-11 cursor-default items-center gap-2 rounded-lg px-3 text-sm text-ink data-focus:bg-subtle"
          >
            <Check aria-hidden className="invisible size-4 text-accent group-data-selected:visible" />
            {option.label}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}

// Kept in its own module so pages with only native selects do not load the listbox.
export { NativeSelect } from './native-select';
