import { useEffect, useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { normalizeSearch } from '@/features/gallery/search-text';

/** Typing settles for this long before the URL (and the list) follows. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface GallerySearchFieldProps {
  /** Accessible name, e.g. 'Search artworks'. */
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string | undefined;
  /** A settled search (normalised; undefined when blank). */
  onCommit: (search: string | undefined) => void;
  className?: string;
}

/**
 * The page's own search: follows the URL (back/forward, "clear filters") and commits after a short
 * pause or on Enter. A blank or whitespace-only text means no search.
 */
export function GallerySearchField({
  label,
  placeholder,
  value,
  onCommit,
  className,
}: GallerySearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // The URL value last seen, and the one this field last sent: a change that is not our own echo
  // came from outside (history, a cleared filter) and replaces what is typed.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value ?? '');
    }
  }

  const commit = (next: string) => {
    const search = normalizeSearch(next);
    if (search === value) return;
    setSent(search);
    onCommit(search);
  };

  useEffect(() => {
    if (normalizeSearch(text) === value) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `commit` is recreated each render; only a new text or URL value restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(text);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        className="block min-h-11 w-full rounded-full border border-line-strong bg-surface pr-11 pl-10 text-base text-ink placeholder:text-muted focus:border-accent sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            commit('');
          }}
          aria-label="Clear search"
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-full text-muted hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
