import { useCallback, useState, type CSSProperties, type SyntheticEvent } from 'react';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import type { ImageVariant } from '@contract/common';
import {
  buildSrcSet,
  DEFAULT_ARTWORK_IMAGE,
  IMAGE_UNAVAILABLE_TEXT,
  imageCandidates,
  nextCandidate,
} from './art-image-sources';

export interface ArtImageProps {
  /** The image URL (an artwork's `imageUrl`, an image's `imageUrl`). */
  src: string | null | undefined;
  /** The API's renditions, for `srcset`. */
  variants?: readonly ImageVariant[] | null;
  /** Intrinsic size in px, when known: sets the img attributes and the box's aspect ratio. */
  width?: number | null;
  height?: number | null;
  /** Box ratio such as `'4 / 5'` or `1`; overrides width/height for the box (cropped with `fit="cover"`). */
  aspectRatio?: string | number;
  alt: string;
  /** `sizes` for the srcset, e.g. `'(min-width: 1024px) 33vw, 100vw'`. */
  sizes?: string;
  /** Above the fold (hero, detail main image): load eagerly with high priority. */
  priority?: boolean;
  /** Tried when the image fails; pass `defaultArtistImage(id)` for artists, null for none. */
  fallbackSrc?: string | null;
  /** Shown when every source failed (e.g. 'Commission unavailable'). */
  unavailableText?: string;
  fit?: 'cover' | 'contain';
  /** Classes for the box (rounding, width). */
  className?: string;
  imgClassName?: string;
}

/**
 * An artwork-friendly <img>: srcset/sizes, lazy and async decoding, a box of the right ratio with a
 * neutral placeholder (no layout shift), then on error the fallback image and finally a text.
 */
export function ArtImage(props: ArtImageProps) {
  const { src, variants, fallbackSrc = DEFAULT_ARTWORK_IMAGE } = props;
  // A new source starts over (fresh load state and fallback position).
  const key = `${src ?? ''}|${fallbackSrc ?? ''}|${variants?.length ?? 0}`;
  return <ArtImageInner key={key} {...props} candidates={imageCandidates(src, variants, fallbackSrc)} />;
}

function boxRatio({ aspectRatio, width, height }: ArtImageProps): CSSProperties['aspectRatio'] {
  if (aspectRatio !== undefined) return aspectRatio;
  if (width && height) return `${width} / ${height}`;
  return '4 / 5';
}

function ArtImageInner(props: ArtImageProps & { candidates: string[] }) {
  const {
    candidates,
    variants,
    width,
    height,
    alt,
    sizes,
    priority,
    fit = 'cover',
    className,
    imgClassName,
  } = props;
  const [index, setIndex] = useState<number | null>(candidates.length ? 0 : null);
  // Whether the picture has loaded is the element's own `data-loaded` attribute, which the CSS
  // fades in on: set on the element, not through React state, so a page full of cached pictures
  // does not render each card again in the commit that mounts (or hydrates) it (issue 21, point 4:
  // TBT). React never renders the attribute in the browser, so it leaves it alone. Server-rendered
  // HTML carries it: its images show at once (no fade-in that waits for the JavaScript, which would
  // hold back the page's largest paint); during hydration React keeps the server's attributes.
  const onError = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      delete event.currentTarget.dataset.loaded;
      setIndex((current) => (current === null ? null : nextCandidate(current, candidates)));
    },
    [candidates],
  );

  const current = index === null ? null : candidates[index];
  // Candidate 0 is the image itself whenever there is one; renditions belong to it only.
  const isOriginal = index === 0 && Boolean(props.src || variants?.length);
  const srcSet = isOriginal ? buildSrcSet(variants) : undefined;

  return (
    <div
      className={clsx('relative overflow-hidden bg-subtle', className)}
      style={{ aspectRatio: boxRatio(props) }}
    >
      {current ? (
        <img
          ref={markIfLoaded}
          src={current}
          srcSet={srcSet}
          sizes={srcSet ? lazySizes(sizes ?? '100vw', priority) : undefined}
          width={width ?? undefined}
          height={height ?? undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={markLoaded}
          onError={onError}
          data-loaded={typeof window === 'undefined' ? '' : undefined}
          suppressHydrationWarning
          className={clsx(
            'absolute inset-0 size-full opacity-0 transition-opacity duration-300 data-loaded:opacity-100',
            fit === 'cover' ? 'object-cover' : 'object-contain',
            imgClassName,
          )}
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-muted">
          <ImageOff aria-hidden className="size-6" />
          <span className="text-sm">{props.unavailableText ?? IMAGE_UNAVAILABLE_TEXT}</span>
          {alt ? <span className="sr-only">{alt}</span> : null}
        </div>
      )}
    </div>
  );
}

/**
 * A lazy picture lets the browser pick its rendition from the width it is laid out at (`sizes`
 * starting with `auto`, Chromium 126+; other browsers read the list after it): a card's breakpoint
 * rules only guess its width, which in a justified row or a one-column phone grid is off by up to
 * 2x (full-width gallery tiles on a 3x phone got the 640 px rendition, half-width home cards on a
 * 1.75x phone the 1280 px one). An eager picture loads before layout, so it keeps the rules alone.
 */
function lazySizes(sizes: string, priority: boolean | undefined): string {
  return priority ? sizes : `auto, ${sizes}`;
}

function markLoaded(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.dataset.loaded = '';
}

/** A cached image can finish before React attaches onLoad (e.g. after server rendering). */
function markIfLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.dataset.loaded = '';
}
