import { companyValuesOf } from '../../../lib/company-rules';
import { ownCompany } from '../../../testing/employer-start-testing';
import type { OwnCompany } from '../../../api/own-company';
import { storedPhotos, type PhotoItem } from './photos';
import { profileBody } from './profile-body';

const company = ownCompany({
  website: 'https://remeslo.example/',
  socialLinks: { github: 'https://github.com/remeslo' },
  benefits: ['esop', 'home-office'],
  technologies: [],
  photos: [
    { image: 41, caption: { cs: 'Kancelář', en: 'Office' } },
    { image: 42, caption: { cs: '', en: '' } },
  ],
}) as unknown as OwnCompany;

describe('profileBody', () => {
  it('sends every field, the emptied ones empty (a PATCH keeps what it is not sent), and the lists once per code', () => {
    const values = { ...companyValuesOf(company), website: '', shortDescriptionEn: '', descriptionEn: '' };
    const body = profileBody(values, storedPhotos(company));
    expect(body.get('name')).toBe('Ústecké Řemeslo');
    expect(body.get('website')).toBe('');
    expect(body.get('github')).toBe('https://github.com/remeslo');
    expect(body.get('shortDescription.en')).toBe('');
    expect(body.get('description.cs')).toBe('Pomáháme řemeslníkům.');
    expect(body.getAll('locations')).toEqual(['praha']);
    expect(body.getAll('benefits')).toEqual(['esop', 'home-office']);
    // No technology: one empty part, which clears them.
    expect(body.getAll('technologies')).toEqual(['']);
    expect(body.has('logo')).toBe(false);
  });

  it('names the stored photos kept, in order, then adds each new picture', () => {
    const file = new File(['x'], 'team.png', { type: 'image/png' });
    const photos: PhotoItem[] = [...storedPhotos(company).reverse(), { kind: 'new', key: 'n1', file, preview: null }];
    const body = profileBody(companyValuesOf(company), photos);
    expect(body.getAll('photos')).toEqual(['42', '41']);
    expect((body.getAll('photo') as File[]).map((photo) => photo.name)).toEqual(['team.png']);
  });

  it('keeps no stored photo with one empty part', () => {
    const file = new File(['x'], 'team.png', { type: 'image/png' });
    const body = profileBody(companyValuesOf(company), [{ kind: 'new', key: 'n1', file, preview: null }]);
    expect(body.getAll('photos')).toEqual(['']);
    expect(body.getAll('photo')).toHaveLength(1);
  });
});
