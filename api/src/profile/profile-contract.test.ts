// A profile change's one definition (@raketa/shared/contracts, profile-patch.ts) drives the API
// route and the contract a client checks with: the shared tables of values get the same verdict
// from both, and one edit to the schema changes both. (The profile form's resolver is checked
// against the same tables and edit in mf-auth, profile-validation.test.ts.)
import * as contracts from '@raketa/shared/contracts';
import {
  HEADLINE_LIMIT_EDIT,
  LANGUAGE_EXAMPLES,
  PROFILE_TEXT_EXAMPLES,
  PROFILE_TEXT_PATHS,
  SALARY_AMOUNT_EXAMPLES,
} from '@raketa/shared/testing/profile-examples';
import { cookieHeader, csrfToken, signedInUser, SITE } from '../testing/auth';
import { withTestApp } from '../testing/test-app';
import type { TestContext } from '../testing/test-db';

type Contracts = typeof contracts;

const NOW = '2025-06-02T10:00:00.000Z';

/** `{ links: { github: value } }` for `links.github`. */
const patchOf = (path: string, value: unknown): Record<string, unknown> =>
  path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

let sequence = 0;
/** The route's verdict on `field` of `patch`: its error code, or 'ok' (200). */
async function apiVerdict(ctx: TestContext, patch: Record<string, unknown>, field: string): Promise<string> {
  sequence += 1;
  const { session } = await signedInUser(ctx.app, { ip: `10.78.${Math.floor(sequence / 200)}.${(sequence % 200) + 1}` });
  const token = await csrfToken(ctx.app);
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { origin: SITE, cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }), 'x-csrf-token': token },
    payload: patch,
  });
  if (response.statusCode === 200) return 'ok';
  const problem = response.json() as { code?: string; errors?: { field: string; code: string }[] };
  expect(problem.code).toBe('validation_failed');
  return problem.errors?.find((error) => error.field === field)?.code ?? `status ${response.statusCode}`;
}

/** The contract's verdict (what a client checking with it says). */
const contractVerdict = (from: Contracts, patch: Record<string, unknown>, field: string): string =>
  from.profilePatchErrors(patch).find((error) => error.field === field)?.code ?? 'ok';

type Case = [label: string, patch: Record<string, unknown>, field: string, code: string];
const shown = (value: unknown) => JSON.stringify(value).slice(0, 60);
const cases: Case[] = [
  ...PROFILE_TEXT_EXAMPLES.map(([field, value, code]): Case => [
    `${field} ${shown(value)}`,
    patchOf(PROFILE_TEXT_PATHS[field], value),
    PROFILE_TEXT_PATHS[field],
    code,
  ]),
  ...SALARY_AMOUNT_EXAMPLES.map(([, amount, code]): Case => [
    `salary.amount ${amount}`,
    { salary: { amount, currency: 'CZK', period: 'month' } },
    'salary.amount',
    code,
  ]),
  ...LANGUAGE_EXAMPLES.map(([languages, field, code]): Case => [`languages ${shown(languages)}`, { languages }, field, code]),
];

describe('a profile change’s one definition', () => {
  const { ctx } = withTestApp('pglite', NOW);

  it.each(cases)('%s: the API and the contract agree', async (_label, patch, field, code) => {
    expect(await apiVerdict(ctx, patch, field)).toBe(code);
    expect(contractVerdict(contracts, patch, field)).toBe(code);
  });
});

describe('one edit to the profile change’s schema (the headline at most 10 characters)', () => {
  // The contract loaded afresh (its own module registry), edited, and the app built in that registry.
  let edited: { contracts: Contracts; ctx: TestContext };
  beforeAll(async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@raketa/shared/contracts');
      (fresh.profilePatchSchema.properties.headline as { maxLength: number }).maxLength = HEADLINE_LIMIT_EDIT.maxLength;
      const { createTestApp } = await import('../testing/test-db');
      edited = { contracts: fresh, ctx: await createTestApp('pglite', { seed: false, clock: () => new Date(NOW) }) };
    });
  });
  afterAll(() => edited?.ctx.close());

  it('changes the API and the contract at once', async () => {
    const { contracts: fresh, ctx } = edited;
    for (const [value, code] of [
      [HEADLINE_LIMIT_EDIT.fits, 'ok'],
      [HEADLINE_LIMIT_EDIT.tooLong, 'too_long'],
    ] as const) {
      expect(await apiVerdict(ctx, { headline: value }, 'headline')).toBe(code);
      expect(contractVerdict(fresh, { headline: value }, 'headline')).toBe(code);
    }
    expect(fresh.PROFILE_LIMITS.headline).toBe(HEADLINE_LIMIT_EDIT.maxLength);
    // The module the rest of the suite uses is untouched.
    expect(contracts.PROFILE_LIMITS.headline).toBe(120);
    expect(contractVerdict(contracts, { headline: HEADLINE_LIMIT_EDIT.tooLong }, 'headline')).toBe('ok');
  });
});
