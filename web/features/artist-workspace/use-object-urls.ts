import { useCallback, useEffect, useRef } from 'react';

/**
 * Local preview URLs for picked files (`blob:` URLs), revoked when removed and when the component
 * goes away, so large photos do not stay in memory. Only call `create`/`revoke` from event handlers.
 */
export function useObjectUrls() {
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const live = urls.current;
    return () => {
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  const create = useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  }, []);

  const revoke = useCallback((url: string) => {
    if (!urls.current.delete(url)) return;
    URL.revokeObjectURL(url);
  }, []);

  return { create, revoke };
}
