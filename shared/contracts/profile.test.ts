/** @jest-environment node */
import { checkCvFile, CV_EXTENSIONS, CV_MAX_BYTES } from './cv';
import { parseCvInfo, parseProfile } from './profile';

const PROFILE = {
  name: 'Jana',
  email: 'jana@example.com',
  type: 'candidate',
  hasPassword: true,
  headline: null,
  location: 'Praha',
  fields: ['development'],
  seniority: 'senior',
  salary: { amount: 90000, currency: 'CZK', period: 'month' },
  workModes: ['remote'],
  languages: [{ language: 'cs', level: 'native' }],
  links: { linkedin: null, github: 'https://github.com/jana', portfolio: null },
  cv: { fileName: 'cv.pdf', mediaType: 'application/pdf', size: 1000, uploadedAt: '2026-01-01T00:00:00.000Z' },
  onboarding: { lastCompletedStep: 'cv', finished: true },
};

describe('the profile answer’s one definition', () => {
  it('parses the profile as the API serialises it, and ignores what it does not know', () => {
    expect(parseProfile({ ...PROFILE, later: 1 })).toMatchObject(PROFILE);
    expect(parseProfile({ ...PROFILE, seniority: null, salary: null, cv: null }).cv).toBeNull();
  });

  it('refuses an answer that breaks it (a missing key, an unknown option, a wrong type)', () => {
    const { links: _links, ...withoutLinks } = PROFILE;
    expect(() => parseProfile(withoutLinks)).toThrow(/links/);
    expect(() => parseProfile({ ...PROFILE, workModes: ['moon'] })).toThrow(/workModes/);
    expect(() => parseCvInfo({ ...PROFILE.cv, size: '1000' })).toThrow(/size/);
  });
});

describe('the one CV rule', () => {
  it('takes PDF, DOC or DOCX (any case) up to 5 MB, for a profile and an application alike', () => {
    expect(CV_EXTENSIONS).toEqual(['.pdf', '.doc', '.docx']);
    expect(checkCvFile({ name: 'Životopis.DOCX', size: CV_MAX_BYTES })).toBe(true);
    expect(checkCvFile({ name: 'cv.doc', size: 1 })).toBe(true);
    expect(checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('cv_too_large');
    expect(checkCvFile({ name: 'cv.pdf.exe', size: 1 })).toBe('cv_bad_type');
    expect(checkCvFile({ name: 'pdf', size: 1 })).toBe('cv_bad_type');
    expect(checkCvFile(null)).toBe('cv_required');
  });
});
