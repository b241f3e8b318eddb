import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { Maximize2 } from 'lucide-react';
import type { Artwork } from '@contract/artwork';
import { ArtImage } from '@/components/ui/art-image';
import {
  initialImageIndex,
  showsThumbnails,
  stepImage,
  type GalleryImage,
} from '@/features/artworks/gallery-images';

// The lightbox (Headless UI's dialog) loads when first opened, not with the page (issue 10); it
// stays mounted from then on, so its closing transition plays.
const ArtworkLightbox = lazy(() =>
  import('./artwork-lightbox').then((module) => ({ default: module.ArtworkLightbox })),
);

/** The tallest the main image may be: the viewport minus the header, capped on huge screens. */
const MAX_IMAGE_HEIGHT = 'min(calc(100dvh - 9rem), 1100px)';

function galleryImages(artwork: Pick<Artwork, 'images' | 'imageUrl' | 'title'>): GalleryImage[] {
  if (!artwork.images.length)
    return [{ src: artwork.imageUrl, variants: [], width: null, height: null, alt: artwork.title }];
  return artwork.images.map((image, i) => ({
    src: image.imageUrl,
    variants: image.variants,
    width: image.width,
    height: image.height,
    alt: image.altText || (i === 0 ? artwork.title : `${artwork.title} (view ${i + 1})`),
  }));
}

/**
 * The main image as large as the viewport allows (the primary, else the first), a zoom into a
 * lightbox, and a keyboard-friendly thumbnail strip when there is more than one image.
 */
export function ArtworkGallery({ artwork }: { artwork: Pick<Artwork, 'images' | 'imageUrl' | 'title'> }) {
  const images = galleryImages(artwork);
  const [index, setIndex] = useState(() => initialImageIndex(artwork.images));
  const [zoomed, setZoomed] = useState(false);
  const [zoomWanted, setZoomWanted] = useState(false);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[Math.min(index, images.length - 1)]!;
  const ratio = current.width && current.height ? current.width / current.height : 4 / 5;

  const onThumbKey = (event: KeyboardEvent, i: number) => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target = delta
      ? stepImage(i, delta, images.length)
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? images.length - 1
          : null;
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
    thumbs.current[target]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full" style={{ maxWidth: `calc(${MAX_IMAGE_HEIGHT} * ${ratio})` }}>
        <button
          type="button"
          onClick={() => {
            setZoomWanted(true);
            setZoomed(true);
          }}
          className="group relative block w-full cursor-zoom-in rounded-(--radius-card)"
          aria-label={`Zoom image: ${current.alt}`}
        >
          <ArtImage
            {...current}
            fit="contain"
            sizes="(min-width: 1024px) 58vw, 100vw"
            priority
            className="rounded-(--radius-card) ring-1 ring-line"
          />
          <span className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-canvas/90 text-ink shadow-lift transition-transform group-hover:scale-105">
            <Maximize2 aria-hidden className="size-5" />
          </span>
        </button>
      </div>
      {showsThumbnails(images) ? (
        <div role="group" aria-label="Artwork images" className="flex gap-3 overflow-x-auto p-1">
          {images.map((image, i) => (
            <button
              key={`${image.src}-${i}`}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              onClick={() => setIndex(i)}
              onKeyDown={(event) => onThumbKey(event, i)}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              className={clsx(
                'shrink-0 overflow-hidden rounded-xl ring-offset-2 ring-offset-canvas transition',
                i === index ? 'ring-2 ring-accent' : 'opacity-75 ring-1 ring-line hover:opacity-100',
              )}
            >
              <ArtImage {...image} alt="" aspectRatio={1} sizes="80px" className="size-16 sm:size-20" />
            </button>
          ))}
        </div>
      ) : null}
      {zoomWanted ? (
        <Suspense fallback={null}>
          <ArtworkLightbox
            open={zoomed}
            onClose={() => setZoomed(false)}
            images={images}
            index={index}
            onIndexChange={setIndex}
            title={artwork.title}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
