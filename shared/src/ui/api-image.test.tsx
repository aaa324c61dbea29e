import { render } from '@testing-library/react';
import { ApiImage, AVIF_MIN_SIDE, imageUrl } from './api-image';

describe('imageUrl', () => {
  it('asks the proxy for the display size times the density, with the options given', () => {
    expect(imageUrl(7, { width: 56, height: 40 }, 'webp')).toBe('/api/images/7?w=56&h=40&f=webp');
    expect(imageUrl(7, { width: 56, height: 40, fit: 'inside', quality: 60 }, 'avif', 2)).toBe('/api/images/7?w=112&h=80&f=avif&fit=inside&q=60');
  });

  it('stays within the proxy bounds (16 to 2000), keeping the aspect ratio', () => {
    // A 1200 × 320 cover at 2x would be 2400 × 640, which the proxy refuses.
    expect(imageUrl(1, { width: 1200, height: 320 }, 'webp', 2)).toBe('/api/images/1?w=2000&h=533&f=webp');
    expect(imageUrl(1, { width: 12, height: 12 }, 'webp')).toBe('/api/images/1?w=16&h=16&f=webp');
    expect(imageUrl(1, { width: 3000, height: 5 }, 'webp')).toBe('/api/images/1?w=2000&h=16&f=webp');
  });
});

describe('ApiImage', () => {
  it('offers a small image (a logo) as WebP at 1x and 2x, reserving its box and loading lazily', () => {
    const { container } = render(<ApiImage imageId={3} width={64} height={48} alt="Logo Rakety" className="logo" />);
    // No AVIF below AVIF_MIN_SIDE: cheaper to decode on a phone for the few bytes it would save.
    expect(container.querySelector('picture, source')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/images/3?w=64&h=48&f=webp');
    expect(img.getAttribute('srcset')).toBe('/api/images/3?w=64&h=48&f=webp 1x, /api/images/3?w=128&h=96&f=webp 2x');
    expect(img.getAttribute('alt')).toBe('Logo Rakety');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '48']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.className).toBe('logo');
    expect(img.hasAttribute('id')).toBe(false);
  });

  it('offers a large image (a cover) as AVIF too, where the browser takes it', () => {
    const { container } = render(<ApiImage imageId={9} width={400} height={300} alt="" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe('/api/images/9?w=400&h=300&f=avif 1x, /api/images/9?w=800&h=600&f=avif 2x');
    expect(container.querySelector('picture > img')?.getAttribute('srcset')).toBe(
      '/api/images/9?w=400&h=300&f=webp 1x, /api/images/9?w=800&h=600&f=webp 2x',
    );
    expect(AVIF_MIN_SIDE).toBeLessThanOrEqual(400);
  });

  it('loads eagerly when the caller says it is above the fold', () => {
    const { container } = render(<ApiImage imageId={3} width={64} height={48} alt="" loading="eager" />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
