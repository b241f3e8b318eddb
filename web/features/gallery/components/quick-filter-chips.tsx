import clsx from 'clsx';
import { sameName } from '@/features/gallery/search-text';

export interface QuickFilterChipsProps {
  label: string;
  names: readonly string[];
  /** The current value; matching ignores case, like the filter. */
  value: string | undefined;
  /** A chip toggles: pressing the selected one clears the filter. */
  onChange: (value: string | undefined) => void;
}

/** One-tap filters (popular specialties) as toggle buttons. */
export function QuickFilterChips({ label, names, value, onChange }: QuickFilterChipsProps) {
  if (!names.length) return null;
  return (
    <div role="group" aria-label={label} className="sm:flex sm:flex-wrap sm:items-center sm:gap-2">
      <span aria-hidden className="mb-2 block text-sm font-medium text-ink sm:mr-1 sm:mb-0">
        {label}
      </span>
      {/* Phones: one row that scrolls sideways, bleeding to the screen edges. */}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:p-0">
        {names.map((name) => {
          const pressed = sameName(name, value);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? undefined : name)}
              className={clsx(
                'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors sm:min-h-9',
                pressed
                  ? 'border-accent bg-accent text-accent-ink'
                  : 'border-line-strong bg-surface text-ink hover:border-accent hover:text-accent',
              )}
            >
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
