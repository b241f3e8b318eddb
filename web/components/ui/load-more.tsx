import { useEffect, useRef } from 'react';
import type { MorePages } from '@/lib/paged';
import { Button } from './button';

/**
 * 'Load more' under a paged list (nothing on the last page). With `auto`, the next page also loads
 * when the sentinel (the button's row) scrolls into view; the button stays for keyboards and for
 * browsers without IntersectionObserver.
 */
export function LoadMore({ more, auto = false }: { more: MorePages; auto?: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, loadMore } = more;
  const load = useRef(loadMore);
  useEffect(() => {
    load.current = loadMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!auto || !hasMore || isLoadingMore || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, hasMore, isLoadingMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} data-testid="load-more" className="flex justify-center pt-8">
      <Button variant="secondary" onClick={loadMore} loading={isLoadingMore}>
        Load more
      </Button>
    </div>
  );
}
