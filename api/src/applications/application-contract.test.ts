// The application's one definition (@raketa/shared/contracts, application.ts and cv.ts) drives the
// API route, the struct a client parses with and the apply form's resolver (mf-jobs): the same
// table of values gives the same verdict in all three, and one edit to the schema changes all three.
import * as contracts from '@raketa/shared/contracts';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import * as rules from '../../../mf-jobs/src/features/apply/lib/apply-rules';
import { cookieHeader, csrfToken, SITE } from '../testing/auth';
import { insertCompany, insertJob } from '../testing/job-board';
import { withTestApp } from '../testing/test-app';
import type { TestContext } from '../testing/test-db';

type Contracts = typeof import('@raketa/shared/contracts');
type ApplyRules = typeof import('../../../mf-jobs/src/features/apply/lib/apply-rules');

const NOW = '2025-06-02T10:00:00.000Z';
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----contract-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let sequence = 0;
/** The route's verdict on one field: its error code, or 'ok' (201). */
async function apiVerdict(ctx: TestContext, field: string, value: string): Promise<string> {
  const company = await insertCompany(ctx.db, { name: 'Contract Labs' });
  const job = await insertJob(ctx.db, { companyId: company.id, title: 'Contract tester', language: 'cs' });
  sequence += 1;
  const fields = { name: 'Jana Nováková', email: `contract-${sequence}@example.com`, [field]: value };
  const body = multipart(fields, { name: 'cv.pdf', content: PDF });
  const token = await csrfToken(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.id}/applications`,
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      'content-type': body.contentType,
      'x-forwarded-for': `10.77.0.${sequence}`,
      cookie: cookieHeader({ raketa_csrf: token }),
      'x-csrf-token': token,
    },
    payload: body.payload,
  });
  if (response.statusCode === 201) return 'ok';
  const problem = response.json() as { errors?: { field: string; code: string }[] };
  return problem.errors?.find((error) => error.field === field)?.code ?? `status ${response.statusCode}`;
}

/** The client struct's verdict (what a client parsing with the contract says). */
function structVerdict(from: Contracts, field: string, value: string): string {
  const values = { name: 'Jana Nováková', email: 'jana@example.com', [field]: value };
  return from.applicationErrors(values).find((error) => error.field === field)?.code ?? 'ok';
}

/** The apply form's verdict: the message key its resolver shows for the field, or 'ok'. */
async function formVerdict(from: ApplyRules, field: string, value: string): Promise<string> {
  const file = { name: 'cv.pdf', size: 100 } as File;
  const values = { name: 'Jana Nováková', email: 'jana@example.com', phone: '', linkedin: '', message: '', cv: [file] as unknown as FileList, cvSource: 'upload' as const, testResults: false, [field]: value };
  const options = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as unknown as ResolverOptions<FieldValues>;
  const result = await from.applyResolver(values, { hasProfileCv: false }, options as never);
  const error = (result.errors as Record<string, { message?: string }>)[field];
  return error?.message ?? 'ok';
}

// Each value's code, and the message key the form shows for that code.
const TABLE: [field: string, value: string, code: string][] = [
  ['name', '   ', 'required'],
  ['name', 'J'.repeat(120), 'ok'],
  ['name', 'J'.repeat(121), 'too_long'],
  ['name', '😀'.repeat(120), 'ok'],
  ['email', 'jana@', 'invalid_email'],
  ['email', ' jana@example.com ', 'ok'],
  ['email', `${'j'.repeat(250)}@example.com`, 'too_long'],
  ['phone', '123', 'invalid_phone'],
  ['phone', '+420 777 123 456', 'ok'],
  ['phone', 'call me', 'invalid_phone'],
  ['linkedin', 'https://evil.example/linkedin.com', 'invalid_host'],
  ['linkedin', 'ftp://linkedin.com/in/jana', 'invalid_url'],
  ['linkedin', 'https://cz.linkedin.com/in/jana', 'ok'],
  ['message', 'm'.repeat(5001), 'too_long'],
];

describe('the application’s one definition', () => {
  const { ctx } = withTestApp('pglite', NOW);

  it.each(TABLE)('%s = %j: the API, the client struct and the form agree (%s)', async (field, value, code) => {
    expect(await apiVerdict(ctx, field, value)).toBe(code);
    expect(structVerdict(contracts, field, value)).toBe(code);
    expect(await formVerdict(rules, field, value)).toBe(code === 'ok' ? 'ok' : rules.messageOfCode(field, code));
  });

  it('checks the CV by one rule in the form, as the API and the profile do', async () => {
    expect(contracts.checkCvFile({ name: 'cv.doc', size: contracts.CV_MAX_BYTES })).toBe(true);
    expect(contracts.checkCvFile({ name: 'cv.pdf', size: contracts.CV_MAX_BYTES + 1 })).toBe('cv_too_large');
    expect(contracts.checkCvFile({ name: 'cv.exe', size: 1 })).toBe('cv_bad_type');
  });
});

describe('one edit to the application’s schema (the name at most 10 characters)', () => {
  // The three users loaded afresh (their own module registry) after the edit, the app built in it.
  let edited: { contracts: Contracts; rules: ApplyRules; ctx: TestContext };
  beforeAll(async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = require('@raketa/shared/contracts') as Contracts;
      (fresh.applicationSchema.properties.name as { maxLength: number }).maxLength = 10;
      const { createTestApp } = require('../testing/test-db') as typeof import('../testing/test-db');
      edited = {
        contracts: fresh,
        rules: require('../../../mf-jobs/src/features/apply/lib/apply-rules') as ApplyRules,
        ctx: await createTestApp('pglite', { seed: false, clock: () => new Date(NOW) }),
      };
    });
  });
  afterAll(() => edited?.ctx.close());

  it('changes the API, the client struct and the form at once', async () => {
    const { contracts: fresh, rules: freshRules, ctx } = edited;
    for (const [value, code] of [['J'.repeat(10), 'ok'], ['J'.repeat(11), 'too_long']] as const) {
      expect(await apiVerdict(ctx, 'name', value)).toBe(code);
      expect(structVerdict(fresh, 'name', value)).toBe(code);
      expect(await formVerdict(freshRules, 'name', value)).toBe(code === 'ok' ? 'ok' : freshRules.messageOfCode('name', code));
    }
    expect(fresh.APPLICATION_LIMITS.name).toBe(10);
    // The module the rest of the suite uses is untouched.
    expect(contracts.APPLICATION_LIMITS.name).toBe(120);
  });
});
