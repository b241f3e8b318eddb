/** The look of every form control (inputs, selects); Headless UI's data-* states included. */
export const controlStyles =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 text-base text-ink placeholder:text-muted ' +
  'transition-colors focus:border-accent focus-visible:outline-offset-0 ' +
  'data-invalid:border-danger data-disabled:cursor-not-allowed data-disabled:opacity-60 sm:text-sm';
