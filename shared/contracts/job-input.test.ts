import { checkJobInput, checkJobPatch, jobInputErrors, jobReadyForSubmit, type JobContent } from './job-input';

const COMPLETE: JobContent = {
  language: 'cs',
  title: 'Backend vývojář',
  description: '<p>Budeš psát služby v Node.js.</p>',
  fields: ['development', 'development.backend'],
  seniority: 'medior',
  jobTypes: ['full-time'],
  workMode: 'hybrid',
  locations: ['praha'],
  salary: { min: 60000, max: 90000, currency: 'CZK', period: 'month' },
  benefits: ['esop'],
  technologies: ['nodejs'],
};

describe('checkJobInput (a draft body)', () => {
  it('takes an empty body and a half-typed one: drafts save as the employer types', () => {
    expect(checkJobInput({})).toEqual({ ok: true, value: {} });
    const half = { title: '  Backend  ', salary: { min: 50000, max: null, currency: null, period: null }, language: null };
    expect(checkJobInput(half)).toEqual({ ok: true, value: { ...half, title: 'Backend' } });
    expect(checkJobInput(COMPLETE)).toEqual({ ok: true, value: COMPLETE });
  });

  it('names every invalid field with its first failing rule', () => {
    expect(
      jobInputErrors({
        title: 'x'.repeat(121),
        language: 'de',
        fields: ['development', 'cooking'],
        jobTypes: ['full-time', 'full-time'],
        locations: 'praha',
        salary: { min: -1, max: 1.5, currency: 'USD', period: 'month' },
        technologies: Array.from({ length: 16 }, () => 'nodejs'),
        colour: 'red',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'too_long' },
        { field: 'language', code: 'invalid_choice' },
        { field: 'fields.1', code: 'invalid_choice' },
        { field: 'jobTypes', code: 'duplicate' },
        { field: 'locations', code: 'invalid_type' },
        { field: 'salary.min', code: 'out_of_range' },
        { field: 'salary.max', code: 'invalid_type' },
        { field: 'salary.currency', code: 'invalid_choice' },
        { field: 'technologies', code: 'too_many' },
        { field: 'colour', code: 'unknown_field' },
      ]),
    );
    expect(jobInputErrors([])).toEqual([{ field: 'body', code: 'invalid_type' }]);
    expect(jobInputErrors({ salary: { min: 1 } })).toEqual(
      expect.arrayContaining([
        { field: 'salary.max', code: 'required' },
        { field: 'salary.currency', code: 'required' },
      ]),
    );
  });

  it('asks a change for the version it was made at', () => {
    expect(checkJobPatch({ title: 'Backend' })).toEqual({ ok: false, errors: [{ field: 'version', code: 'required' }] });
    expect(checkJobPatch({ version: 0 })).toEqual({ ok: false, errors: [{ field: 'version', code: 'out_of_range' }] });
    expect(checkJobPatch({ version: 3, title: 'Backend' })).toEqual({ ok: true, value: { version: 3, title: 'Backend' } });
  });
});

describe('jobReadyForSubmit', () => {
  it('passes a complete job', () => {
    expect(jobReadyForSubmit(COMPLETE)).toEqual([]);
  });

  it('lists everything an empty draft still needs, salary range included', () => {
    expect(jobReadyForSubmit({}).map((problem) => problem.field)).toEqual([
      'language',
      'title',
      'description',
      'fields',
      'seniority',
      'jobTypes',
      'workMode',
      'locations',
      'salary.min',
      'salary.max',
      'salary.currency',
      'salary.period',
    ]);
  });

  it.each<[string, Partial<JobContent>, string]>([
    ['a blank title', { title: '   ' }, 'title'],
    ['a description of markup only', { description: '<p> </p><ul><li></li></ul>' }, 'description'],
    ['no field', { fields: [] }, 'fields'],
    ['no job type', { jobTypes: [] }, 'jobTypes'],
    ['no location of an office job', { locations: [] }, 'locations'],
    ['no salary', { salary: null }, 'salary.min'],
    ['half a range', { salary: { min: 50000, max: null, currency: 'CZK', period: 'month' } }, 'salary.max'],
    ['a range without its period', { salary: { min: 50000, max: 60000, currency: 'CZK', period: null } }, 'salary.period'],
  ])('refuses %s', (_name, change, field) => {
    expect(jobReadyForSubmit({ ...COMPLETE, ...change })).toContainEqual({ field, code: 'required' });
  });

  it('lets a remote job leave out its locations', () => {
    expect(jobReadyForSubmit({ ...COMPLETE, workMode: 'remote', locations: [] })).toEqual([]);
  });

  it('refuses a range whose lower end is above the upper', () => {
    expect(jobReadyForSubmit({ ...COMPLETE, salary: { min: 90000, max: 60000, currency: 'CZK', period: 'month' } })).toEqual([
      { field: 'salary.max', code: 'salary_range_inverted' },
    ]);
  });
});
