import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ArtImage } from './art-image';

afterEach(cleanup);

describe('ArtImage', () => {
  it('renders a lazy, async img with srcset, sizes and its size', () => {
    render(
      <ArtImage
        src="/uploads/a.webp"
        variants={[
          { width: 640, url: '/uploads/a-640.webp' },
          { width: 320, url: '/uploads/a-320.webp' },
        ]}
        width={1200}
        height={1500}
        alt="Dusk over the harbour"
        sizes="50vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Dusk over the harbour' });
    expect(img.getAttribute('srcset')).toBe('/uploads/a-320.webp 320w, /uploads/a-640.webp 640w');
    // Lazy: the browser may pick by the laid-out width, the rules after `auto` for the others.
    expect(img.getAttribute('sizes')).toBe('auto, 50vw');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('1200');
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe('1200 / 1500');
  });

  it('falls back to the default image, then to the text', () => {
    render(<ArtImage src="/uploads/broken.webp" alt="Broken" />);
    const img = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Broken' }).getAttribute('src')).toBe(
      '/images/artwork-default.svg',
    );
    expect(screen.getByRole('img', { name: 'Broken' }).getAttribute('srcset')).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByText('Image not available')).toBeTruthy();
  });

  it('shows the picture once it has loaded, and hides it again while a fallback loads', () => {
    render(<ArtImage src="/uploads/a.webp" alt="Harbour" />);
    const img = screen.getByRole('img', { name: 'Harbour' });
    expect(img.hasAttribute('data-loaded')).toBe(false);
    fireEvent.load(img);
    expect(img.hasAttribute('data-loaded')).toBe(true);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/artwork-default.svg');
    expect(img.hasAttribute('data-loaded')).toBe(false);
  });

  it('uses the given unavailable text', () => {
    render(<ArtImage src={null} fallbackSrc={null} alt="Mural" unavailableText="Commission unavailable" />);
    expect(screen.getByText('Commission unavailable')).toBeTruthy();
  });

  it('loads eagerly with high priority when asked', () => {
    render(
      <ArtImage
        src="/uploads/hero.webp"
        variants={[{ width: 640, url: '/uploads/hero-640.webp' }]}
        alt="Hero"
        sizes="45vw"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Loaded before layout: its rendition is chosen by the rules alone.
    expect(img.getAttribute('sizes')).toBe('45vw');
  });
});
