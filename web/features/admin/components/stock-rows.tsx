import { LoadError } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { useStock } from '@/api/stock';

const TYPE_LABELS = { original: 'Original', print: 'Print' } as const;

/** The artwork's stock: type, price, and Available or Sold. */
export function StockRows({ artworkId }: { artworkId: number }) {
  const query = useStock(artworkId);
  return (
    <div>
      <h3 className="font-sans text-sm font-medium text-muted">Stock</h3>
      <QueryView
        query={query}
        pending={<Skeleton className="mt-2 h-16 w-full" />}
        error={<LoadError what="the stock" onRetry={() => void query.refetch()} />}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="mt-1 text-ink">No stock items yet.</p>
          ) : (
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Stock</caption>
              <thead className="text-xs text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Price
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Availability
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line border-t border-line">
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-2 pr-3">
                      {TYPE_LABELS[item.type]}
                      {item.dimensions ? (
                        <span className="block text-xs text-muted">{item.dimensions}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{formatPrice(item.price) ?? 'Not set'}</td>
                    <td className="py-2">
                      <Badge tone={item.isAvailable ? 'success' : 'neutral'}>
                        {item.isAvailable ? 'Available' : 'Sold'}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </div>
  );
}
