import type { OwnJob } from '@raketa/shared/contracts';
import { copyKey, draftCopy, restorable } from './draft-copy';
import { contentOf, EMPTY_VALUES, findingsByField, formFieldOf, liveChecks, unsendable, valuesOf } from './job-form';

describe('the job form', () => {
  it('turns amounts typed with spaces into whole numbers and names what cannot be sent', () => {
    const { content, errors } = contentOf({ ...EMPTY_VALUES, salaryMin: '60 000', salaryMax: '80 000,50', salaryCurrency: 'CZK' });
    expect(content.salary).toEqual({ min: 60000, max: null, currency: 'CZK', period: null });
    expect(errors).toEqual({ salaryMax: 'not_whole_number' });
    expect(unsendable(errors)).toEqual(new Set(['salary']));
    expect(contentOf({ ...EMPTY_VALUES, salaryMax: '20000000' }).errors).toEqual({ salaryMax: 'out_of_range' });
  });

  it('has no salary range when nothing of it is typed', () => {
    expect(contentOf(EMPTY_VALUES).content.salary).toBeNull();
    expect(contentOf(EMPTY_VALUES).errors).toEqual({});
  });

  it('counts a specialisation with its field, as the API stores it, against the limit of six', () => {
    const five = ['development.backend', 'design.ux', 'marketing.growth'];
    expect(contentOf({ ...EMPTY_VALUES, fields: five }).content.fields).toEqual(expect.arrayContaining(['development', 'design', 'marketing']));
    expect(contentOf({ ...EMPTY_VALUES, fields: [...five, 'sales.account'] }).errors).toEqual({ fields: 'too_many' });
    expect(contentOf({ ...EMPTY_VALUES, title: 'x'.repeat(121) }).errors).toEqual({ title: 'too_long' });
  });

  it('names the form field of an API error', () => {
    expect(formFieldOf('salary.period')).toBe('salaryPeriod');
    expect(formFieldOf('fields.3')).toBe('fields');
    expect(formFieldOf('version')).toBeNull();
  });

  it('fills the form from a saved job and back to the same content', () => {
    const job = {
      language: 'en',
      title: 'QA engineer',
      description: '<p>Tests.</p>',
      fields: ['development', 'development.qa'],
      seniority: 'medior',
      jobTypes: ['full-time'],
      workMode: 'hybrid',
      locations: ['brno'],
      salary: { min: 50000, max: 70000, currency: 'CZK', period: 'month' },
      benefits: ['esop'],
      technologies: ['TypeScript'],
    } as unknown as OwnJob;
    const values = valuesOf(job);
    expect(values).toMatchObject({ salaryMin: '50000', salaryMax: '70000', language: 'en' });
    expect(contentOf(values).content).toEqual(job);
  });

  it('checks live what a submit still needs and the advertising rules, each finding beside its field', () => {
    const { content } = contentOf({ ...EMPTY_VALUES, title: 'Backend developer', description: '<p>Write to jobs@mlynek.cz</p>', language: 'cs' });
    const { readiness, findings } = liveChecks(content, 'Mlýnek Pay');
    expect(readiness.map((problem) => problem.field)).toEqual(expect.arrayContaining(['fields', 'salary.min', 'salary.period']));
    const byField = findingsByField(findings);
    expect(byField.description?.map((finding) => finding.code)).toEqual(expect.arrayContaining(['email_in_text', 'description_too_short']));
    expect(byField.salary?.map((finding) => finding.code)).toEqual(['salary_missing']);
  });
});

describe('the unsaved copy', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };

  it('is kept per account and job, and restored only when it holds something the saved job does not', () => {
    const store = memory();
    const copy = draftCopy(store, copyKey(5, 12));
    expect(copyKey(5, 'new')).toBe('raketa:job-editor:5:new');
    copy.write({ ...EMPTY_VALUES, title: 'Typed' }, 3);
    const read = copy.read();
    expect(read).toMatchObject({ values: { title: 'Typed' }, version: 3 });
    expect(restorable(read, null)).toMatchObject({ title: 'Typed' });
    expect(restorable(read, { ...contentOf({ ...EMPTY_VALUES, title: 'Typed' }).content } as unknown as OwnJob)).toBeNull();
    copy.clear();
    expect(copy.read()).toBeNull();
  });

  it('ignores a copy it cannot read, and storage that refuses', () => {
    const store = memory();
    store.setItem('k', '{"values": {"title": 5}}');
    expect(draftCopy(store, 'k').read()).toBeNull();
    store.setItem('k', 'not json');
    expect(draftCopy(store, 'k').read()).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => draftCopy(full, 'k').write(EMPTY_VALUES, null)).not.toThrow();
    expect(() => draftCopy(full, 'k').clear()).not.toThrow();
    expect(draftCopy(null, 'k').read()).toBeNull();
  });
});
