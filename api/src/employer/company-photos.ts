// Server-only: the photos of a company's profile (api/EMPLOYERS.md, "Photos"), in `company_photos`
// (migration 0008) with their pictures in `images`, in the order the profile shows them. A PATCH of
// the company names the stored photos it keeps, in order, and adds new pictures after them.
import { COMPANY_PHOTOS_MAX, type OwnCompanyPhoto } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import type { JobQueue } from '../queue/queue';
import type { FieldError } from '../lib/problem';
import { insertPicture, type CheckedLogo } from './logo';

/** A change of the photos: the stored ones kept (in their new order; undefined keeps all) and new pictures after them. */
export interface PhotoChange {
  keep?: number[];
  added: CheckedLogo[];
}

export async function photosOf(db: Queryable, companyId: number): Promise<OwnCompanyPhoto[]> {
  const { rows } = await db.query<{ image_id: number; caption_cs: string; caption_en: string }>(
    'select image_id, caption_cs, caption_en from company_photos where company_id = $1 order by position',
    [companyId],
  );
  return rows.map((row) => ({ image: row.image_id, caption: { cs: row.caption_cs, en: row.caption_en } }));
}

/**
 * Checks a change against the stored photos: the kept ids must be stored photos, each once, and the
 * result at most COMPANY_PHOTOS_MAX. A field error on `photos`, or null.
 */
export function checkPhotoChange(stored: OwnCompanyPhoto[], change: PhotoChange): FieldError | null {
  const ids = stored.map((photo) => photo.image);
  const keep = change.keep ?? ids;
  if (keep.some((id) => !ids.includes(id)) || new Set(keep).size !== keep.length) {
    return { field: 'photos', code: 'invalid_choice', message: 'Keep only photos of this company, each once' };
  }
  if (keep.length + change.added.length > COMPANY_PHOTOS_MAX) {
    return { field: 'photos', code: 'too_many', message: `A profile shows at most ${COMPANY_PHOTOS_MAX} photos` };
  }
  return null;
}

/**
 * Applies a checked change inside the company's transaction: the photos become the kept ones (with
 * their captions) and then the added ones; the pictures of the photos left out are deleted.
 */
export async function replacePhotos(tx: Queryable, companyId: number, change: PhotoChange, queue: Pick<JobQueue, 'send'>): Promise<void> {
  const stored = await photosOf(tx, companyId);
  const keep = change.keep ?? stored.map((photo) => photo.image);
  if (change.keep === undefined && change.added.length === 0) return;
  // Checked against the photos read before the transaction; one removed since is left out.
  const kept = keep.flatMap((id) => stored.filter((photo) => photo.image === id));
  const added: OwnCompanyPhoto[] = [];
  for (const picture of change.added) added.push({ image: await insertPicture(tx, picture, queue), caption: { cs: '', en: '' } });
  await tx.query('delete from company_photos where company_id = $1', [companyId]);
  for (const [position, photo] of [...kept, ...added].entries()) {
    await tx.query('insert into company_photos (company_id, position, image_id, caption_cs, caption_en) values ($1, $2, $3, $4, $5)', [
      companyId,
      position,
      photo.image,
      photo.caption.cs,
      photo.caption.en,
    ]);
  }
  const removed = stored.filter((photo) => !keep.includes(photo.image)).map((photo) => photo.image);
  if (removed.length > 0) await tx.query('delete from images where id = any($1::int[])', [removed]);
}
