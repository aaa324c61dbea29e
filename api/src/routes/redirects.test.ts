// Every redirect the API answers with a `back` the browser chose (form sign-in, its failure and its
// two-factor step, sign-out, social sign-in's start and callback) against the one shared list of
// hostile targets: neither the Location nor the `redirect_to` it carries may leave the site.
import type { LightMyRequestResponse } from 'fastify';
import { HOSTILE_REDIRECTS, leavesSite } from '@raketa/shared/testing/hostile-redirects';
import { cookieHeader, createUser, csrfToken, PASSWORD, setCookies, urlencoded } from '../testing/auth';
import { startStandInProvider, type StandInProvider } from '../testing/oidc-provider';
import { httpTestDrivers } from '../testing/test-db';
import { withTestApp } from '../testing/test-app';
import { createTwoFactorUser } from '../two-factor/test-helpers';

const SITE_HOSTS = ['localhost:3000', 'en.localhost:3000'];
const CLIENT = { clientId: 'raketa-test', clientSecret: 'stand-in-client-secret' };
const HOUR = 60 * 60_000;

/** Where a response sends the browser, and where the page it lands on would send it next. */
function escapes(response: LightMyRequestResponse): string[] {
  const location = response.headers.location;
  if (location === undefined) return [];
  const found: string[] = [];
  if (leavesSite(String(location), SITE_HOSTS)) found.push(`Location ${location}`);
  const next = new URL(String(location), 'http://localhost:3000').searchParams.get('redirect_to');
  if (next !== null && leavesSite(next, SITE_HOSTS)) found.push(`redirect_to ${next}`);
  return found;
}

describe.each(httpTestDrivers)('hostile redirect targets on %s', (driver) => {
  // The provider listens before the app is built (hooks run in order), so the app gets its issuer.
  const social = { google: { ...CLIENT, issuer: '' } };
  let provider: StandInProvider;
  beforeAll(async () => {
    provider = await startStandInProvider({ clients: [{ ...CLIENT, redirectUris: ['http://localhost:3000/connect/google/callback'] }] });
    social.google.issuer = provider.issuer;
  });
  afterAll(async () => {
    await provider?.close();
  });
  const { ctx, advance } = withTestApp(driver, '2031-05-04T08:00:00Z', { config: { social } });

  let counter = 0;
  /** A browser form post from the Czech site, from its own address (throttles stay out of the way). */
  async function postForm(url: string, fields: Record<string, string>, session?: string) {
    const token = await csrfToken(ctx.app);
    counter += 1;
    return ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: `203.0.113.${counter % 250}`,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieHeader({ raketa_csrf: token, raketa_session: session }),
      },
      payload: urlencoded({ _csrf: token, ...fields }),
    });
  }

  it('no hostile target leaves the site through any redirect', async () => {
    const user = await createUser(ctx.app);
    const twoFactor = await createTwoFactorUser(ctx.app);
    const found: string[] = [];
    let redirects = 0;
    const check = (where: string, back: string, response: LightMyRequestResponse) => {
      // A NUL never reaches a handler: the input guard refuses it (400, no Location).
      const expected = back.includes('\u0000') ? 400 : 303;
      expect({ where, back, status: response.statusCode }).toEqual({ where, back, status: expected });
      redirects += 1;
      for (const escape of escapes(response)) found.push(`${where} ${JSON.stringify(back)}: ${escape}`);
    };

    for (const back of HOSTILE_REDIRECTS) {
      advance(HOUR);
      const signedIn = await postForm('/login', { username: user.email, password: PASSWORD, back });
      check('sign-in', back, signedIn);
      check('sign-out', back, await postForm('/logout', { back }, setCookies(signedIn).raketa_session?.value));
      check('failed sign-in', back, await postForm('/login', { username: user.email, password: 'wrong password', back }));
      check('two-factor step', back, await postForm('/login', { username: twoFactor.user.email, password: PASSWORD, back }));

      const start = await ctx.app.inject({
        method: 'GET',
        url: `/connect/google?${new URLSearchParams({ back })}`,
        headers: { host: 'localhost:3000' },
      });
      if (back.includes('\u0000')) {
        check('social start', back, start);
        continue;
      }
      // The start goes to the provider (and nowhere else); `back` waits in the attempt.
      expect(String(start.headers.location).startsWith(`${provider.issuer}/`)).toBe(true);
      // The provider's answer when the user says no comes back to the callback, which sends the
      // browser to the login dialog with the `back` kept since the start.
      const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
      const cancelled = await ctx.app.inject({
        method: 'GET',
        url: `/connect/google/callback?${new URLSearchParams({ state, error: 'access_denied' })}`,
        headers: { host: 'localhost:3000', cookie: cookieHeader({ raketa_social: setCookies(start).raketa_social?.value }) },
      });
      check('social callback', back, cancelled);
      expect(String(cancelled.headers.location)).toContain('error=social_cancelled');

      const unconfigured = await ctx.app.inject({
        method: 'GET',
        url: `/connect/linkedin?${new URLSearchParams({ back })}`,
        headers: { host: 'en.localhost:3000' },
      });
      check('social start without a provider', back, unconfigured);
    }
    console.log(`hostile redirects: ${found.length} of ${redirects} left the site (${HOSTILE_REDIRECTS.length} targets)`);
    expect(found).toEqual([]);
  }, 120_000);
});
