import { Star } from 'lucide-react';
import clsx from 'clsx';
import { REVIEW_RATINGS } from '@contract/review-rules';

// Apart from ./stars (a rating shown): the input is only on the review form, not on public pages.

/** Choosing 1–5 stars: a radio group, one star a radio (keyboard: arrows). */
export function StarInput({
  value,
  onChange,
  name,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  name: string;
  invalid?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Stars" aria-invalid={invalid || undefined} className="flex gap-1">
      {REVIEW_RATINGS.map((n) => (
        <label
          key={n}
          className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full focus-within:ring-2 focus-within:ring-accent"
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={`${n} star${n === 1 ? '' : 's'}`}
          />
          <Star
            aria-hidden
            className={clsx(
              'size-7',
              value !== null && n <= value ? 'fill-warning text-warning' : 'text-line-strong',
            )}
          />
        </label>
      ))}
    </div>
  );
}
