/**
 * The StartupEDU landing A/B test. `/startupedu2` always shows B (direct links for campaigns and
 * QA). `/startupedu` shows the visitor's sticky variant: drawn once, 50/50, and kept in
 * localStorage; `?variant=a|b` overrides it and is kept as the new sticky variant (QA).
 */
export const EXPERIMENT = 'startupedu';
export const VARIANTS = ['a', 'b'] as const;
export type Variant = (typeof VARIANTS)[number];
export const VARIANT_KEY = 'raketa.startupedu.variant';

const isVariant = (value: unknown): value is Variant => value === 'a' || value === 'b';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function store(variant: Variant) {
  try {
    storage()?.setItem(VARIANT_KEY, variant);
  } catch {
    // Storage full or disabled: the variant holds for this page view only.
  }
}

/** The variant `/startupedu` shows for this visitor (`random` in [0, 1)). */
export function resolveVariant(search: string, random: () => number = Math.random): Variant {
  const override = new URLSearchParams(search).get('variant')?.toLowerCase();
  if (isVariant(override)) {
    store(override);
    return override;
  }
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(VARIANT_KEY);
  } catch {
    stored = null;
  }
  if (isVariant(stored)) return stored;
  const drawn: Variant = random() < 0.5 ? 'a' : 'b';
  store(drawn);
  return drawn;
}
