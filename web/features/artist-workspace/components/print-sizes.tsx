import { useId, useState, type FormEvent } from 'react';
import { Printer } from 'lucide-react';
import type { PrintProduct } from '@contract/pod';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreatePodProduct } from '@/features/artist-workspace/api/create-pod-product';
import { usePrintProduct } from '@/api/pod';
import {
  needsDetail,
  podFailureDetail,
  podProductBody,
  POD_SETUP_FAILED_TEXT,
  sizeCount,
  sizeLabel,
  toggleVariant,
  variantsOf,
} from '@/features/artist-workspace/print-setup';

export interface PrintSizesProps {
  artworkId: number;
  /** The catalogue entry; its variants may be missing (Printful), then they are fetched. */
  product: PrintProduct;
  onDone: () => void;
}

/**
 * The sizes (variants) of one catalogue product to tick, with their retail prices, and the submit.
 * Give it `key={product.external_id}`: a new product starts with nothing ticked.
 */
export function PrintSizes({ artworkId, product, onDone }: PrintSizesProps) {
  const detail = usePrintProduct(product.external_id, needsDetail(product));
  const variants = variantsOf(product, detail.data);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePodProduct();
  const ids = useId();

  if (!variants) {
    if (detail.isError)
      return <LoadError what={`the sizes of ${product.name}`} onRetry={() => void detail.refetch()} />;
    return (
      <div role="status" aria-busy="true" aria-label="Loading sizes" className="space-y-2">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (!variants.length) return <p className="text-sm text-muted">This product has no sizes to offer.</p>;

  const pick = (next: string[]) => {
    setSelected(next);
    if (next.length) setError(null);
  };
  const allPicked = selected.length === variants.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!selected.length) {
      setError('Choose at least one size.');
      return;
    }
    const body = podProductBody(artworkId, product.external_id, variants, selected);
    try {
      const created = await create.mutateAsync(body);
      const count = created?.variants.length ?? body.variantIds?.length ?? 0;
      toast({
        title: 'Prints offered',
        description: `${created?.name ?? product.name}: ${sizeCount(count)}, now on the artwork page.`,
      });
      onDone();
    } catch (failure) {
      toast({ title: POD_SETUP_FAILED_TEXT, description: podFailureDetail(failure), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div role="group" aria-labelledby={`${ids}-label`} aria-describedby={`${ids}-help`}>
        <div className="mb-1 flex items-center justify-between gap-3">
          <p id={`${ids}-label`} className="text-sm font-medium text-ink">
            Sizes and retail prices
          </p>
          <Button variant="link" onClick={() => pick(allPicked ? [] : variants.map((v) => v.external_id))}>
            {allPicked ? 'Clear' : 'Select all'}
          </Button>
        </div>
        <ul className="divide-y divide-line rounded-xl border border-line">
          {variants.map((variant) => (
            <li key={variant.external_id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-subtle">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-(--color-accent)"
                  checked={selected.includes(variant.external_id)}
                  onChange={() => pick(toggleVariant(selected, variant.external_id))}
                />
                <span className="min-w-0 flex-1 text-sm text-ink">
                  {sizeLabel(product.name, variant.name)}
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
                  {formatPrice(variant.retail_price)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={`${ids}-help`} role="alert" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : (
          <p id={`${ids}-help`} className="mt-2 text-sm text-muted">
            Collectors pay the retail price shown for each size.
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? null : <Printer aria-hidden />}
          {selected.length ? `Offer ${sizeCount(selected.length)}` : 'Offer prints'}
        </Button>
      </div>
    </form>
  );
}
