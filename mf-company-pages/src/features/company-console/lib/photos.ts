/**
 * The profile page's photos (api/EMPLOYERS.md, "Photos"): the stored ones the company keeps and the
 * new pictures it chose, in the order the profile will show them, until the form is saved.
 */
import { COMPANY_PHOTOS_MAX } from '@raketa/shared/contracts';
import type { OwnCompany } from '../../../api/own-company';
import { ERRORS, validatePhoto, type ErrorKey } from '../../../lib/company-rules';

export type PhotoItem =
  { kind: 'stored'; image: number; caption: { cs: string; en: string } } | { kind: 'new'; key: string; file: File; preview: string | null };

export const storedPhotos = (company: Pick<OwnCompany, 'photos'>): PhotoItem[] =>
  company.photos.map((photo) => ({ kind: 'stored', image: photo.image, caption: photo.caption }));

/** The photos as a PATCH sends them: the ids kept, in order (one empty part when none is), then each new file. */
export function appendPhotos(body: FormData, items: readonly PhotoItem[]): void {
  const kept = items.flatMap((item) => (item.kind === 'stored' ? [String(item.image)] : []));
  if (kept.length === 0) body.set('photos', '');
  for (const id of kept) body.append('photos', id);
  for (const item of items) if (item.kind === 'new') body.append('photo', item.file, item.file.name);
}

let newKeys = 0;

/**
 * The files a person chose, checked one by one (type by their bytes, size), added after `items` up
 * to the limit. Answers the new list and the first problem (a refused file, or too many), if any.
 */
export async function addPhotos(items: readonly PhotoItem[], files: readonly File[]): Promise<{ items: PhotoItem[]; error: ErrorKey | null }> {
  const next = [...items];
  let error: ErrorKey | null = null;
  for (const file of files) {
    const valid = await validatePhoto(file);
    if (valid !== true) {
      error ??= valid;
      continue;
    }
    if (next.length >= COMPANY_PHOTOS_MAX) {
      error ??= ERRORS.photosTooMany;
      break;
    }
    next.push({ kind: 'new', key: `new-${(newKeys += 1)}`, file, preview: await dataUrlOf(file) });
  }
  return { items: next, error };
}

/** A data URL of the picture for its preview (no object URL to revoke); null when it cannot be read. */
function dataUrlOf(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** The message of an API error on `photos`. */
export function photoErrorOf(code: string): ErrorKey {
  const known: Record<string, ErrorKey> = {
    invalid_image: ERRORS.photoType,
    file_too_large: ERRORS.photoSize,
    too_many: ERRORS.photosTooMany,
  };
  return known[code] ?? ERRORS.invalid;
}
