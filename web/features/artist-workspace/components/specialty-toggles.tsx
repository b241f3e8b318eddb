import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { toggleSpecialty } from '@/features/artist-workspace/profile-form-schema';

export interface SpecialtyTogglesProps {
  /** The specialties to choose from (active ones). */
  options: Array<{ id: number; name: string }> | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  /** The id of the group's visible label. */
  labelledBy: string;
}

/** Specialties as toggle badges (spec section 2): each a pressed or unpressed button. */
export function SpecialtyToggles({ options, value, onChange, labelledBy }: SpecialtyTogglesProps) {
  if (!options) {
    return (
      <div aria-hidden className="flex flex-wrap gap-2">
        {['w-24', 'w-32', 'w-28', 'w-36', 'w-24'].map((w, i) => (
          <Skeleton key={i} className={clsx('h-11 rounded-full', w)} />
        ))}
      </div>
    );
  }
  // Names the artist already has but that are no longer active stay visible, so they can be removed.
  const names = [...new Set([...options.map((o) => o.name), ...value])];
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {names.map((name) => {
        const on = value.includes(name);
        return (
          <button
            key={name}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(toggleSpecialty(value, name))}
            className={clsx(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
              on
                ? 'border-accent bg-accent text-accent-ink hover:bg-accent-hover'
                : 'border-line-strong bg-surface text-ink hover:bg-subtle',
            )}
          >
            {on ? <Check aria-hidden className="size-4" /> : null}
            {name}
          </button>
        );
      })}
    </div>
  );
}
