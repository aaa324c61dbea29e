// Server-only: the URL slug of a new company (`/startup/{slug}`), from its name: lower-case ASCII
// letters and digits joined by single dashes ("Ústecká Řemesla s.r.o." → "ustecka-remesla-s-r-o").
export const SLUG_MAX = 60;

export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  // A name of symbols or another script leaves nothing; the number suffix makes it unique.
  return slug || 'startup';
}

/** `base`, else `base-2`, `base-3`… whichever `taken` lacks first. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
