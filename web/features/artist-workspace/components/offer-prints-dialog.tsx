import { useState } from 'react';
import type { Artwork } from '@contract/artwork';
import type { PodProduct, PrintProduct } from '@contract/pod';
import { LoadError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { usePodProducts } from '@/api/pod';
import { usePrintCatalog } from '@/api/pod';
import {
  catalogChoices,
  firstFreeProduct,
  type CatalogChoice,
} from '@/features/artist-workspace/print-setup';
import { OfferedPrints } from './offered-prints';
import { PrintSizes } from './print-sizes';

export interface OfferPrintsDialogProps {
  open: boolean;
  artwork: Artwork;
  onClose: () => void;
}

/** Print-on-demand setup for one approved artwork: what it is offered as, and adding a product. */
export function OfferPrintsDialog({ open, artwork, onClose }: OfferPrintsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Offer prints"
      description={`Choose print products and sizes for "${artwork.title}". Collectors order them from the artwork page; our print partner makes and ships each one.`}
      className="max-h-[92dvh] max-w-xl overflow-y-auto"
    >
      <OfferPrintsBody artworkId={artwork.id} onClose={onClose} />
    </Dialog>
  );
}

function OfferPrintsBody({ artworkId, onClose }: { artworkId: number; onClose: () => void }) {
  const offered = usePodProducts(artworkId);
  const catalog = usePrintCatalog();
  return (
    <div className="space-y-6">
      <section aria-labelledby="offered-prints-title" className="space-y-3">
        <h3 id="offered-prints-title" className="font-medium text-ink">
          Offered now
        </h3>
        {offered.data ? (
          <OfferedPrints artworkId={artworkId} products={offered.data} />
        ) : offered.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading offered prints">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <LoadError what="the prints of this artwork" onRetry={() => void offered.refetch()} />
        )}
      </section>
      <section aria-labelledby="add-print-title" className="space-y-3 border-t border-line pt-5">
        <h3 id="add-print-title" className="font-medium text-ink">
          Add a print product
        </h3>
        {catalog.data && offered.data ? (
          <AddPrintProduct artworkId={artworkId} catalog={catalog.data} offered={offered.data} />
        ) : catalog.isError ? (
          <LoadError what="the print catalogue" onRetry={() => void catalog.refetch()} />
        ) : offered.isError ? null : (
          <div role="status" aria-busy="true" aria-label="Loading the print catalogue" className="space-y-3">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        )}
      </section>
      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose} className="w-full sm:w-auto">
          Done
        </Button>
      </div>
    </div>
  );
}

function AddPrintProduct({
  artworkId,
  catalog,
  offered,
}: {
  artworkId: number;
  catalog: PrintProduct[];
  offered: PodProduct[];
}) {
  const choices = catalogChoices(catalog, offered);
  const [picked, setPicked] = useState<string | null>(null);
  // A product offered meanwhile (just now, or elsewhere) gives way to the next free one.
  const current = choices.find((c) => c.product.external_id === picked && !c.offered)
    ? picked
    : firstFreeProduct(choices);
  const product = choices.find((c) => c.product.external_id === current)?.product;

  if (!catalog.length)
    return (
      <p className="text-sm text-muted">The print catalogue is empty right now. Please try again later.</p>
    );
  if (!product)
    return (
      <p className="text-sm text-muted">This artwork is already offered as every product in the catalogue.</p>
    );
  return (
    <div className="space-y-4">
      <Field label="Product">
        <NativeSelect value={product.external_id} onChange={(event) => setPicked(event.target.value)}>
          {choices.map((choice) => (
            <option
              key={choice.product.external_id}
              value={choice.product.external_id}
              disabled={choice.offered}
            >
              {optionLabel(choice)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <PrintSizes
        key={product.external_id}
        artworkId={artworkId}
        product={product}
        onDone={() => setPicked(null)}
      />
    </div>
  );
}

// Names only: product names are long, and a phone cuts a native select's text (sizes show prices).
function optionLabel({ product, offered }: CatalogChoice): string {
  return offered ? `${product.name} (offered)` : product.name;
}
