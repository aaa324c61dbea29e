import { contactResolver, messageOfCode, retryAfterMinutes, type ContactField, type ContactValues } from './contact-rules';

const VALID: ContactValues = { name: 'Jana Nováková', email: 'jana@example.com', subject: 'media', message: 'ten chars!' };
/** A message the contract's 10 characters take, and a limit of 20 does not. */
const FIFTEEN = '15 characters..';

/** The message key the resolver puts on `field` for the valid values changed by `change`, or 'ok'. */
async function verdict(resolver: typeof contactResolver, field: ContactField, change: Partial<ContactValues>): Promise<string> {
  const result = await resolver({ ...VALID, ...change }, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return (result.errors as Partial<Record<ContactField, { message?: string }>>)[field]?.message ?? 'ok';
}

describe('contact rules', () => {
  it('answers the first failing rule of each field, the contract’s', async () => {
    expect(await verdict(contactResolver, 'name', { name: '  ' })).toBe('contact.errors.required');
    expect(await verdict(contactResolver, 'name', { name: 'x'.repeat(201) })).toBe('contact.errors.nameTooLong');
    // Characters, as the API counts them: 200 letters outside the basic plane fit.
    expect(await verdict(contactResolver, 'name', { name: '𝒥'.repeat(200) })).toBe('ok');
    expect(await verdict(contactResolver, 'email', { email: 'jana@' })).toBe('contact.errors.email');
    // The one e-mail rule, the API's: no angle brackets (the address goes into Reply-To).
    expect(await verdict(contactResolver, 'email', { email: '<jana@example.com>' })).toBe('contact.errors.email');
    expect(await verdict(contactResolver, 'email', { email: ' jana@example.com ' })).toBe('ok');
    expect(await verdict(contactResolver, 'subject', { subject: '' })).toBe('contact.errors.required');
    expect(await verdict(contactResolver, 'subject', { subject: 'sales' as never })).toBe('contact.errors.choice');
    expect(await verdict(contactResolver, 'message', { message: 'too short' })).toBe('contact.errors.messageTooShort');
    expect(await verdict(contactResolver, 'message', { message: '  ten chars!  ' })).toBe('ok');
    expect(await verdict(contactResolver, 'message', { message: 'x'.repeat(5001) })).toBe('contact.errors.messageTooLong');
    expect(await verdict(contactResolver, 'message', { message: 'x'.repeat(5000) })).toBe('ok');
  });

  it('answers the values when every rule passes (the locale is the page’s, not the form’s)', async () => {
    expect(await contactResolver(VALID, undefined, { fields: {}, shouldUseNativeValidation: false } as never)).toEqual({ values: VALID, errors: {} });
  });

  it('follows one edit to the contract (the message at least 20 characters)', async () => {
    await jest.isolateModulesAsync(async () => {
      const contracts = await import('@raketa/shared/contracts');
      (contracts.contactRequestSchema.properties.message as { minLength: number }).minLength = 20;
      const fresh = await import('./contact-rules');
      expect(await verdict(fresh.contactResolver, 'message', { message: FIFTEEN })).toBe('contact.errors.messageTooShort');
      expect(await verdict(fresh.contactResolver, 'message', { message: '20 characters, fine.' })).toBe('ok');
    });
    expect(await verdict(contactResolver, 'message', { message: FIFTEEN })).toBe('ok');
  });

  it('maps the API’s field codes to messages', () => {
    expect(messageOfCode('email', 'invalid_email')).toBe('contact.errors.email');
    expect(messageOfCode('subject', 'invalid_choice')).toBe('contact.errors.choice');
    expect(messageOfCode('message', 'too_short')).toBe('contact.errors.messageTooShort');
    expect(messageOfCode('name', 'too_long')).toBe('contact.errors.nameTooLong');
    expect(messageOfCode('name', 'required')).toBe('contact.errors.required');
    expect(messageOfCode('name', 'something_new')).toBe('contact.errors.invalid');
  });

  it('reads Retry-After as seconds or a date, in whole minutes of at least one', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(retryAfterMinutes('1800', now)).toBe(30);
    expect(retryAfterMinutes('61', now)).toBe(2);
    expect(retryAfterMinutes('0', now)).toBe(1);
    expect(retryAfterMinutes('Sun, 01 Mar 2026 10:45:00 GMT', now)).toBe(45);
    expect(retryAfterMinutes(null, now)).toBeNull();
    expect(retryAfterMinutes('soon', now)).toBeNull();
  });
});
