import { create } from 'superstruct';
import { alertListSchema, checkAlertCreateRequest, checkAlertPatchRequest } from './alerts';
import { toStruct } from './schema-struct';

describe('job alert contracts', () => {
  it('checks the create body field by field, trimming texts', () => {
    expect(checkAlertCreateRequest({ query: { fields: 'development' }, frequency: 'daily', language: 'cs', name: '  Vývoj ' })).toEqual({
      ok: true,
      value: { query: { fields: 'development' }, frequency: 'daily', language: 'cs', name: 'Vývoj' },
    });
    const refused = checkAlertCreateRequest({ query: { fields: 7 }, frequency: 'hourly', language: 'de', email: 'not-an-address', extra: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.errors.map((error) => error.field).sort()).toEqual(['email', 'extra', 'frequency', 'language', 'query.fields']);
    expect(checkAlertCreateRequest(null)).toEqual({ ok: false, errors: [{ field: 'body', code: 'invalid_type' }] });
    expect(checkAlertCreateRequest({ query: {}, frequency: 'weekly', language: 'en', name: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      errors: [{ field: 'name' }],
    });
  });

  it('checks a patch of any of name, frequency and pause', () => {
    expect(checkAlertPatchRequest({ paused: true })).toEqual({ ok: true, value: { paused: true } });
    expect(checkAlertPatchRequest({ paused: 'yes' })).toMatchObject({ ok: false, errors: [{ field: 'paused' }] });
    expect(checkAlertPatchRequest({ query: {} })).toMatchObject({ ok: false, errors: [{ field: 'query' }] });
  });

  it('parses the list answer as the UI will', () => {
    const list = {
      items: [
        {
          id: 1,
          name: 'Vývoj',
          query: { fields: 'development' },
          frequency: 'instant',
          language: 'cs',
          status: 'active',
          kind: 'search',
          email: 'jana@example.com',
          createdAt: '2031-05-06T10:00:00.000Z',
        },
      ],
    };
    expect(create(list, toStruct(alertListSchema))).toEqual(list);
    expect(() => create({ items: [{ ...list.items[0], status: 'sent' }] }, toStruct(alertListSchema))).toThrow();
  });
});
