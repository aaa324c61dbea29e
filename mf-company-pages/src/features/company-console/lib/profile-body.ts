import { companyFormData, type CompanyValues } from '../../../lib/company-rules';
import { appendPhotos, type PhotoItem } from './photos';

/**
 * The profile page's `PATCH /api/me/company` body (api/EMPLOYERS.md): every field, the emptied
 * ones too (they clear), the benefits and technologies, the photos kept and the new pictures.
 */
export function profileBody(values: CompanyValues, photos: readonly PhotoItem[]): FormData {
  const body = companyFormData(values, { sendEmpty: true });
  appendPhotos(body, photos);
  return body;
}
