/** @jest-environment node */
import { isEmail } from './formats';
import { checkProfilePatch, PROFILE_LIMITS, profilePatchErrors } from './profile-patch';

describe('a profile change', () => {
  it('answers the patch as it is saved: texts trimmed, empty ones null, links as the URL parser writes them', () => {
    expect(
      checkProfilePatch({
        name: '  Jana Svobodová ',
        headline: '   ',
        location: null,
        links: { linkedin: ' https://www.linkedin.com/in/jana ', github: '', portfolio: 'http://Jana.Example.cz' },
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Jana Svobodová',
        headline: null,
        location: null,
        links: { linkedin: 'https://www.linkedin.com/in/jana', github: null, portfolio: 'http://jana.example.cz/' },
      },
    });
    expect(checkProfilePatch({})).toEqual({ ok: true, value: {} });
  });

  it('reports a list over its limit as one error, whatever its items hold', () => {
    const languages = Array.from({ length: PROFILE_LIMITS.languages + 1 }, () => ({ language: 'xx', level: '' }));
    expect(profilePatchErrors({ languages })).toEqual([{ field: 'languages', code: 'too_many' }]);
  });

  it('reports an unknown choice on its list, an empty required choice as required, an empty optional one as a wrong choice', () => {
    expect(profilePatchErrors({ workModes: ['remote', 'moon'] })).toEqual([{ field: 'workModes', code: 'invalid_choice' }]);
    expect(profilePatchErrors({ salary: { amount: 100, currency: '', period: 'month' } })).toEqual([{ field: 'salary.currency', code: 'required' }]);
    expect(profilePatchErrors({ seniority: '' })).toEqual([{ field: 'seniority', code: 'invalid_choice' }]);
  });

  it('refuses keys it does not know at every level, and a body that is not an object', () => {
    expect(profilePatchErrors({ salary: { amount: 1, currency: 'CZK', period: 'month', bonus: 1 }, onboarding: { step: 'cv' } })).toEqual([
      { field: 'salary.bonus', code: 'unknown_field' },
      { field: 'onboarding.step', code: 'unknown_field' },
    ]);
    expect(profilePatchErrors([])).toEqual([{ field: 'body', code: 'invalid_type' }]);
  });

  it('refuses a link the URL parser lengthens past the limit', () => {
    // Each space is written %20: 3 characters.
    const link = `https://jana.example.cz/${' '.repeat(200)}x`;
    expect(link.length).toBeLessThanOrEqual(PROFILE_LIMITS.url);
    expect(profilePatchErrors({ links: { portfolio: link } })).toEqual([{ field: 'links.portfolio', code: 'too_long' }]);
  });
});

describe('the one e-mail rule', () => {
  it.each(['jana@example.cz', 'jana.novakova+raketa@example.co.uk', 'j@x.io'])('takes %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    'jana',
    'jana@',
    '@example.cz',
    'jana@example',
    'jana@example.',
    'jana@example.cz.',
    'ja na@example.cz',
    'jana@exa mple.cz',
    '<jana@example.cz>',
    'a@b@example.cz',
  ])('refuses %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
