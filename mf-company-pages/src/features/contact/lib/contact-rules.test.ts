import { messageOfCode, retryAfterMinutes, validateContact } from './contact-rules';

describe('contact rules', () => {
  it('answers the first failing rule of each field', () => {
    expect(validateContact('name')('  ')).toBe('contact.errors.required');
    expect(validateContact('name')('x'.repeat(201))).toBe('contact.errors.nameTooLong');
    expect(validateContact('name')('x'.repeat(200))).toBe(true);
    expect(validateContact('email')('jana@')).toBe('contact.errors.email');
    // The one e-mail rule, the API's: no angle brackets (the address goes into Reply-To).
    expect(validateContact('email')('<jana@example.com>')).toBe('contact.errors.email');
    expect(validateContact('email')(' jana@example.com ')).toBe(true);
    expect(validateContact('subject')('')).toBe('contact.errors.required');
    expect(validateContact('subject')('sales')).toBe('contact.errors.choice');
    expect(validateContact('subject')('media')).toBe(true);
    expect(validateContact('message')('too short')).toBe('contact.errors.messageTooShort');
    expect(validateContact('message')('  ten chars!  ')).toBe(true);
    expect(validateContact('message')('x'.repeat(5001))).toBe('contact.errors.messageTooLong');
    expect(validateContact('message')('x'.repeat(5000))).toBe(true);
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
