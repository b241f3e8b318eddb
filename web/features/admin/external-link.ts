/** Where a handle such as `@theo.draws` leads on each network. */
const PROFILE_BASES = {
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
} as const;

/**
 * A safe link for text an artist typed: http(s) URLs as they are, bare domains as https, handles
 * (`@name`) on Instagram or Twitter as profile URLs. Anything else (javascript:, mailto:, spaces)
 * gives null, so the screen shows the text without a link.
 */
export function externalUrl(
  value: string | null | undefined,
  network?: keyof typeof PROFILE_BASES,
): string | null {
  const text = value?.trim();
  if (!text) return null;
  const handle = /^@?([A-Za-z0-9_.]{1,30})$/.exec(text);
  if (network && handle && (text.startsWith('@') || !text.includes('.'))) {
    return `${PROFILE_BASES[network]}${handle[1]}`;
  }
  const candidate = /^https?:\/\//i.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)
      ? `https://${text}`
      : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `instagram.com/theo.draws` from `https://instagram.com/theo.draws/`: short text for a link. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
