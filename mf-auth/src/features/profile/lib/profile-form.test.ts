import type { Profile } from '../api/profile';
import { formFieldOf, parseAmount, PROFILE_PAGE_PARTS, toFormValues, toPatch } from './profile-form';

const profile: Profile = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  type: 'candidate',
  hasPassword: true,
  headline: null,
  location: 'Brno',
  fields: ['design'],
  seniority: 'senior',
  salary: { amount: 80000, currency: 'EUR', period: 'hour' },
  workModes: ['remote'],
  languages: [{ language: 'cs', level: 'native' }],
  links: { linkedin: null, github: 'https://github.com/jana', portfolio: null },
  cv: null,
  onboarding: { lastCompletedStep: null, finished: false },
};

describe('profile form values', () => {
  it('turns the API profile into input values and back without changes', () => {
    const values = toFormValues(profile);
    expect(values).toMatchObject({ headline: '', salaryAmount: '80000', salaryCurrency: 'EUR', salaryPeriod: 'hour', linkedin: '' });
    expect(toPatch(values, PROFILE_PAGE_PARTS)).toEqual({
      name: 'Jana Nováková',
      headline: null,
      location: 'Brno',
      fields: ['design'],
      workModes: ['remote'],
      seniority: 'senior',
      salary: { amount: 80000, currency: 'EUR', period: 'hour' },
      languages: [{ language: 'cs', level: 'native' }],
      links: { linkedin: null, github: 'https://github.com/jana', portfolio: null },
    });
  });

  it('sends no salary for an empty amount, and defaults the currency and period', () => {
    const empty = toFormValues({ ...profile, salary: null, seniority: null });
    expect(empty).toMatchObject({ salaryAmount: '', salaryCurrency: 'CZK', salaryPeriod: 'month', seniority: '' });
    expect(toPatch(empty, ['salary'])).toEqual({ seniority: null, salary: null });
    expect(toPatch({ ...empty, salaryAmount: '65 000' }, ['salary'])).toEqual({
      seniority: null,
      salary: { amount: 65000, currency: 'CZK', period: 'month' },
    });
  });

  it('saves only the parts a step owns', () => {
    const values = toFormValues(profile);
    expect(toPatch(values, ['fields'])).toEqual({ fields: ['design'] });
    expect(toPatch(values, ['location', 'workModes'])).toEqual({ location: 'Brno', workModes: ['remote'] });
    expect(toPatch(values, [])).toEqual({});
  });

  it('reads amounts with spaces as whole numbers', () => {
    expect(parseAmount(' 65 000 ')).toBe(65000);
    expect(parseAmount('1e3')).toBeNaN();
    expect(parseAmount('12.5')).toBeNaN();
  });

  it('puts API field errors on the form’s fields, and names none for a field the form does not have', () => {
    expect(formFieldOf({ field: 'salary.amount', code: 'invalid_amount' })).toBe('salaryAmount');
    expect(formFieldOf({ field: 'links.github', code: 'invalid_host' })).toBe('github');
    expect(formFieldOf({ field: 'languages.1.level', code: 'required' })).toBe('languages.1.level');
    expect(formFieldOf({ field: 'name', code: 'required' })).toBe('name');
    expect(formFieldOf({ field: 'onboarding.completedStep', code: 'invalid_choice' })).toBeNull();
    expect(formFieldOf({ field: 'languages', code: 'too_many' })).toBeNull();
    expect(formFieldOf({ field: 'toString', code: 'unknown_field' })).toBeNull();
  });
});
