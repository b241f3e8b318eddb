import { useId, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { searchTextOrNull } from './search-text';

export const SEARCH_PLACEHOLDER = 'Search artists, artworks, or styles...';

export interface SearchBoxProps {
  /** The current search (from the URL), to show in the box. */
  defaultValue?: string;
  className?: string;
  autoFocus?: boolean;
  /** Called after a search navigated (e.g. to close the mobile menu). */
  onSearched?: () => void;
}

/** The header search: submitting goes to `/?search=<text>`; blank text does nothing. */
export function SearchBox({ defaultValue = '', className, autoFocus, onSearched }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = searchTextOrNull(new FormData(event.currentTarget).get('search'));
    if (!text) return;
    void navigate({ to: '/', search: { search: text } });
    onSearched?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        // Remount with the URL's value so the box follows back/forward navigation.
        key={defaultValue}
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={SEARCH_PLACEHOLDER}
        autoFocus={autoFocus}
        enterKeyHint="search"
        autoComplete="off"
        className="block min-h-11 w-full rounded-full border border-line bg-surface pr-12 pl-4 text-base text-ink placeholder:text-muted focus:border-accent sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-full text-muted hover:text-accent"
      >
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}
