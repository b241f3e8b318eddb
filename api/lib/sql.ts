/**
 * SQL for an artist's public name, the same everywhere a response carries `artistName`: the display
 * name, else the user's "first last", else the username. Aliases are the joined artists and users rows.
 */
export function artistNameSql(artist = 'a', user = 'u'): string {
  return `COALESCE(NULLIF(trim(${artist}.display_name), ''), NULLIF(trim(concat_ws(' ', ${user}.first_name, ${user}.last_name)), ''), ${user}.username)`;
}

/** A "contains" pattern for LIKE/ILIKE: `%`, `_` and `\` in the user's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
