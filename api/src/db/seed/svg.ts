// Server-only: the seed's images, drawn as small self-contained SVGs (no external references, no
// text except a logo's initials) from the company's colour and the seeded PRNG.
import type { Random } from './random';

export interface SeedImage {
  contentType: 'image/svg+xml';
  svg: string;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

/** Up to two initials: the first letters of the first two words ("Mlýnek Pay" → "MP"). */
export function initials(name: string): string {
  const words = name.split(/[\s.\-]+/).filter((word) => /\p{L}/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}]+/u, '')][0]!.toUpperCase());
  return letters.join('') || '?';
}

function image(width: number, height: number, body: string): SeedImage {
  return {
    contentType: 'image/svg+xml',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    width,
    height,
  };
}

export function logoSvg(name: string, hue: number, random: Random): SeedImage {
  const size = 256;
  const radius = random.pick([24, 48, 128]);
  const text = escapeXml(initials(name));
  return image(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${hsl(hue, 62, 42)}"/>` +
      `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${text.length > 1 ? 104 : 128}" fill="#fff">${text}</text>`,
  );
}

/** Abstract shapes over a two-colour gradient; `id` keeps gradient ids unique when inlined together. */
function abstract(width: number, height: number, hue: number, random: Random, id: string): SeedImage {
  const second = hue + random.int(25, 70);
  let shapes = '';
  const count = random.int(4, 8);
  for (let i = 0; i < count; i++) {
    const fill = hsl(hue + random.int(-40, 120), random.int(45, 80), random.int(45, 80));
    const opacity = (random.int(15, 45) / 100).toFixed(2);
    const x = random.int(0, width);
    const y = random.int(0, height);
    if (random.chance(0.6)) {
      shapes += `<circle cx="${x}" cy="${y}" r="${random.int(height / 8, height / 2)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    } else {
      const w = random.int(width / 8, width / 3);
      const h = random.int(height / 8, height / 2);
      shapes += `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${random.int(0, 40)}" transform="rotate(${random.int(-30, 30)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`;
    }
  }
  return image(
    width,
    height,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${hsl(hue, 55, 30)}"/><stop offset="1" stop-color="${hsl(second, 60, 55)}"/>` +
      `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>${shapes}`,
  );
}

export const coverSvg = (hue: number, random: Random) => abstract(1600, 400, hue, random, 'cover');
export const photoSvg = (hue: number, random: Random, index: number) => abstract(1200, 800, hue + index * 35, random, `photo${index}`);
