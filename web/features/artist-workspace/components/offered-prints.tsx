import { Trash2 } from 'lucide-react';
import type { PodProduct } from '@contract/pod';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeletePodProduct } from '@/features/artist-workspace/api/delete-pod-product';
import { podFailureDetail, priceRange, sizeLabel } from '@/features/artist-workspace/print-setup';

export interface OfferedPrintsProps {
  artworkId: number;
  products: PodProduct[];
}

/** The print products the artwork is offered as, each with its sizes, prices and a Remove button. */
export function OfferedPrints({ products }: OfferedPrintsProps) {
  const remove = useDeletePodProduct();

  const removeProduct = async (product: PodProduct) => {
    try {
      await remove.mutateAsync(product.id);
      toast({ title: 'Print product removed', description: `${product.name} is no longer offered.` });
    } catch (error) {
      toast({
        title: 'Failed to remove print product',
        description: podFailureDetail(error),
        variant: 'destructive',
      });
    }
  };

  if (!products.length) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-3 text-sm text-muted">
        No prints offered yet. Collectors see the products you add here on the artwork page.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Offered print products">
      {products.map((product) => {
        const removing = remove.isPending && remove.variables === product.id;
        return (
          <li key={product.id} className="flex items-center gap-3 py-2 pr-2 pl-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{product.name}</p>
              <p className="text-sm text-muted">
                {product.variants.map((v) => sizeLabel(product.name, v.name)).join(', ')}
                {product.variants.length ? ' · ' : ''}
                <span className="tabular-nums">{priceRange(product.variants)}</span>
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="text-danger!"
              aria-label={`Remove ${product.name}`}
              loading={removing}
              disabled={remove.isPending}
              onClick={() => void removeProduct(product)}
            >
              {removing ? null : <Trash2 aria-hidden />}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
