/**
 * The spec writes several messages as "Title: text" ('Login failed: Invalid email or password',
 * 'Access Denied: You don't have permission to access this page.'). Keeping the whole sentence in
 * one constant keeps it greppable and exact; this splits it for a title and a description.
 */
export function splitTitle(text: string): { title: string; description?: string } {
  const at = text.indexOf(': ');
  if (at < 0) return { title: text };
  return { title: text.slice(0, at), description: text.slice(at + 2) };
}
