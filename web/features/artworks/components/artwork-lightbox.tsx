import { useEffect, useState } from 'react';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { ArtImage } from '@/components/ui/art-image';
import { stepImage, type GalleryImage } from '@/features/artworks/gallery-images';

export interface ArtworkLightboxProps {
  open: boolean;
  onClose: () => void;
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 [&_svg]:size-5';

/**
 * Full-screen view of the artwork (Headless UI Dialog): fitted to the screen, or at full size to
 * pan around; arrow keys and buttons move between images, Escape closes.
 */
export function ArtworkLightbox({
  open,
  onClose,
  images,
  index,
  onIndexChange,
  title,
}: ArtworkLightboxProps) {
  const [full, setFull] = useState(false);
  const image = images[Math.min(index, images.length - 1)]!;
  const many = images.length > 1;
  const go = (delta: number) => {
    setFull(false);
    onIndexChange(stepImage(index, delta, images.length));
  };
  // Arrow keys anywhere while open (focus may sit on any control of the panel).
  useEffect(() => {
    if (!open || images.length < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!delta) return;
      event.preventDefault();
      setFull(false);
      onIndexChange(stepImage(index, delta, images.length));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, index, images.length, onIndexChange]);
  const close = () => {
    setFull(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/95" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <DialogTitle className="min-w-0 truncate font-display text-lg">
            {title}
            {many ? (
              <span className="ml-2 font-sans text-sm text-white/70">
                {index + 1} / {images.length}
              </span>
            ) : null}
          </DialogTitle>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={roundButton}
              onClick={() => setFull((v) => !v)}
              aria-pressed={full}
              aria-label={full ? 'Fit to screen' : 'View full size'}
            >
              {full ? <ZoomOut aria-hidden /> : <ZoomIn aria-hidden />}
            </button>
            <CloseButton className={roundButton} aria-label="Close">
              <X aria-hidden />
            </CloseButton>
          </div>
        </div>
        <div
          className={clsx(
            'relative min-h-0 flex-1',
            full ? 'overflow-auto' : 'flex items-center justify-center p-2 sm:p-6',
          )}
        >
          <ArtImage
            key={image.src ?? index}
            {...image}
            fit="contain"
            sizes="100vw"
            priority
            className={clsx(
              'bg-transparent!',
              full ? 'mx-auto w-[max(100%,1600px)]' : 'h-full max-h-full w-full',
            )}
            aspectRatio={full ? undefined : 'auto'}
          />
        </div>
        {many ? (
          <div className="flex items-center justify-center gap-4 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <button type="button" className={roundButton} onClick={() => go(-1)} aria-label="Previous image">
              <ChevronLeft aria-hidden />
            </button>
            <button type="button" className={roundButton} onClick={() => go(1)} aria-label="Next image">
              <ChevronRight aria-hidden />
            </button>
          </div>
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
