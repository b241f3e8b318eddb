/** The newest mtime (ms) of a file or of any file below a folder, unit tests aside; 0 when none. */
export function newestMtime(p: string): number;
