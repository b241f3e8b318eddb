import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/dialog';
import { FilterNativeSelect, type GalleryFilter } from './filter-controls';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: readonly GalleryFilter[];
  activeCount: number;
  countText: string | undefined;
  onClear: () => void;
}

/** Phones: the gallery's filters in a bottom sheet (loaded when first opened: gallery-toolbar.tsx). */
export function FilterSheet({ open, onClose, filters, activeCount, countText, onClear }: FilterSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} side="bottom" title="Filters">
      <div className="space-y-4">
        {filters.map((filter) => (
          <FilterNativeSelect key={filter.name} filter={filter} />
        ))}
      </div>
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClear} disabled={!activeCount}>
          Clear filters
        </Button>
        <Button className="flex-1" onClick={onClose}>
          {countText ? `Show ${countText}` : 'Done'}
        </Button>
      </div>
    </Sheet>
  );
}
