/** @jest-environment node */
import { is, validate } from 'superstruct';
import { codeOf, toStruct, type JsonSchema } from './schema-struct';
import { jobSummarySchema } from './jobs';

const codes = (schema: JsonSchema, value: unknown, options = {}) => {
  const [error] = validate(value, toStruct(schema, options), { coerce: true });
  return error ? error.failures().map((failure) => [failure.path.join('.'), codeOf(failure)]) : [];
};

describe('toStruct', () => {
  it('checks types, nullable types, consts and enums', () => {
    expect(is('a', toStruct({ type: 'string' }))).toBe(true);
    expect(codes({ type: 'string' }, 1)).toEqual([['', 'invalid_type']]);
    expect(is(null, toStruct({ type: ['integer', 'null'] }))).toBe(true);
    expect(codes({ type: ['integer', 'null'] }, 1.5)).toEqual([['', 'invalid_type']]);
    expect(codes({ type: 'string', const: 'Job' }, 'Company')).toEqual([['', 'invalid_choice']]);
    expect(codes({ type: 'string', enum: ['a', 'b'] }, 'c')).toEqual([['', 'invalid_choice']]);
    expect(is(true, toStruct({ type: 'boolean' }))).toBe(true);
  });

  it('reports a missing required property as required, an absent optional one not at all', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'string' } } } as const;
    expect(codes(schema, {})).toEqual([['a', 'required']]);
    expect(codes(schema, { a: 'x' })).toEqual([]);
  });

  it('ignores extra properties unless additionalProperties is false (in strict mode)', () => {
    const schema = { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } } as const;
    expect(codes(schema, { a: 'x', z: 1 })).toEqual([]);
    expect(codes(schema, { a: 'x', z: 1 }, { strict: true })).toEqual([['z', 'unknown_field']]);
  });

  it('checks records, arrays, maxItems and uniqueItems', () => {
    expect(codes({ type: 'object', additionalProperties: { type: 'integer' } }, { a: 1, b: 'x' })).toEqual([['b', 'invalid_type']]);
    const list = { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string' } } as const;
    expect(codes(list, ['a', 'b', 'c'])).toEqual([['', 'too_many']]);
    expect(codes(list, ['a', 'a'])).toEqual([['', 'duplicate']]);
    expect(codes(list, ['a', 2])).toEqual([['1', 'invalid_type']]);
  });

  it('counts lengths in code points, as Ajv does, and checks rules in the order of the keys', () => {
    const schema = { type: 'string', minLength: 1, format: 'email', maxLength: 5 } as const;
    expect(codes(schema, '😀😀@a.b')).toEqual([['', 'too_long']]);
    expect(codes({ type: 'string', maxLength: 2 }, '😀😀')).toEqual([]);
    expect(codes(schema, '')).toEqual([['', 'required']]);
    expect(codes(schema, 'abc')).toEqual([['', 'invalid_email']]);
  });

  it('leaves an empty optional text to the required rule, trims request texts when asked', () => {
    expect(codes({ type: 'string', format: 'phone' }, '')).toEqual([]);
    expect(codes({ type: 'string', maxLength: 3 }, '  abc  ', { trim: true })).toEqual([]);
    expect(codes({ type: 'string', maxLength: 3 }, '  abc  ')).toEqual([['', 'too_long']]);
  });

  it('checks numbers in range, patterns and anyOf', () => {
    expect(codes({ type: 'integer', minimum: 1, maximum: 10 }, 11)).toEqual([['', 'out_of_range']]);
    expect(codes({ type: 'string', pattern: '^a+$' }, 'b')).toEqual([['', 'invalid_format']]);
    expect(is(null, toStruct({ anyOf: [{ type: 'null' }, { type: 'string' }] }))).toBe(true);
  });

  it('refuses a keyword it does not check, so a schema never promises more than the client checks', () => {
    expect(() => toStruct({ type: 'string', multipleOf: 2 } as unknown as JsonSchema)).toThrow('multipleOf');
  });

  it('parses a job summary as the API answers it, and refuses one without its title', () => {
    const job = {
      '@id': '/api/jobs/1',
      '@type': 'Job',
      id: 1,
      slug: 'a',
      language: 'cs',
      title: 'T',
      company: { '@id': '/api/companies/1', id: 1, slug: 'c', name: 'C', logo: null },
      fields: [],
      seniority: 'junior',
      jobTypes: ['full-time'],
      workMode: 'remote',
      locations: [],
      salary: null,
      technologies: [],
      isHot: false,
      isTop: false,
      publishedAt: '2026-01-01T00:00:00Z',
      validUntil: null,
      extra: 1,
    };
    expect(codes(jobSummarySchema, job)).toEqual([]);
    expect(codes(jobSummarySchema, { ...job, title: undefined })).toEqual([['title', 'required']]);
  });
});

describe('toStruct failures', () => {
  it('give one failure per value, its first failing rule, so a form resolver shows that one', () => {
    const [error] = validate('x'.repeat(300), toStruct({ type: 'string', maxLength: 254, format: 'email' }));
    expect(error!.failures().map(codeOf)).toEqual(['too_long']);
  });
});
