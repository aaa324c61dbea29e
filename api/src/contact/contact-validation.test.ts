import { validateContact } from './contact-validation';

const VALID = { name: 'Jana Nováková', email: 'jana@example.com', subject: 'media', message: 'ten chars!', locale: 'cs' };
/** A message the contract's 10 characters take, and a limit of 20 does not. */
const FIFTEEN = '15 characters..';

describe('validateContact', () => {
  it('is the contact contract’s check: one edit to the schema (the message at least 20 characters) changes it', async () => {
    await jest.isolateModulesAsync(async () => {
      const contracts = await import('@raketa/shared/contracts');
      (contracts.contactRequestSchema.properties.message as { minLength: number }).minLength = 20;
      const fresh = await import('./contact-validation');
      expect(fresh.validateContact({ ...VALID, message: FIFTEEN })).toEqual({
        ok: false,
        errors: [{ field: 'message', code: 'too_short', message: 'The message must have at least 20 characters' }],
      });
    });
    expect(validateContact({ ...VALID, message: FIFTEEN })).toEqual({ ok: true, value: { ...VALID, message: FIFTEEN } });
  });
});
