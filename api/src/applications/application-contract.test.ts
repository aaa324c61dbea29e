// The application's one definition (@raketa/shared/contracts, application.ts and cv.ts) drives the
// API route and the struct a client checks with: the shared table of values gets the same verdict
// from both, and one edit to the schema changes both. (The apply form's resolver is checked
// against the same table and edit in mf-jobs, apply-rules.test.ts.)
import * as contracts from '@raketa/shared/contracts';
import { APPLICATION_EXAMPLES, NAME_LIMIT_EDIT } from '@raketa/shared/testing/application-examples';
import { cookieHeader, csrfToken, SITE } from '../testing/auth';
import { insertCompany, insertJob } from '../testing/job-board';
import { withTestApp } from '../testing/test-app';
import type { TestContext } from '../testing/test-db';

type Contracts = typeof contracts;

const NOW = '2025-06-02T10:00:00.000Z';
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = '----contract-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

let sequence = 0;
/** The route's verdict on one field: its error code, or 'ok' (201). */
async function apiVerdict(ctx: TestContext, field: string, value: string): Promise<string> {
  const company = await insertCompany(ctx.db, { name: 'Contract Labs' });
  const job = await insertJob(ctx.db, { companyId: company.id, title: 'Contract tester', language: 'cs' });
  sequence += 1;
  const body = multipart({ name: 'Jana Nováková', email: `contract-${sequence}@example.com`, [field]: value }, { name: 'cv.pdf', content: PDF });
  const token = await csrfToken(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.id}/applications`,
    headers: {
      host: 'localhost:3000',
      origin: SITE,
      'content-type': body.contentType,
      'x-forwarded-for': `10.77.${Math.floor(sequence / 200)}.${(sequence % 200) + 1}`,
      cookie: cookieHeader({ raketa_csrf: token }),
      'x-csrf-token': token,
    },
    payload: body.payload,
  });
  if (response.statusCode === 201) return 'ok';
  const problem = response.json() as { errors?: { field: string; code: string }[] };
  return problem.errors?.find((error) => error.field === field)?.code ?? `status ${response.statusCode}`;
}

/** The client struct's verdict (what a client checking with the contract says). */
const structVerdict = (from: Contracts, field: string, value: string): string =>
  from.applicationErrors({ name: 'Jana Nováková', email: 'jana@example.com', [field]: value }).find((error) => error.field === field)?.code ?? 'ok';

describe('the application’s one definition', () => {
  const { ctx } = withTestApp('pglite', NOW);

  it.each(APPLICATION_EXAMPLES)('%s = %j: the API and the client struct agree (%s)', async (field, value, code) => {
    expect(await apiVerdict(ctx, field, value)).toBe(code);
    expect(structVerdict(contracts, field, value)).toBe(code);
  });
});

describe('one edit to the application’s schema (the name at most 10 characters)', () => {
  // The contract loaded afresh (its own module registry), edited, and the app built in that registry.
  let edited: { contracts: Contracts; ctx: TestContext };
  beforeAll(async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@raketa/shared/contracts');
      (fresh.applicationSchema.properties.name as { maxLength: number }).maxLength = NAME_LIMIT_EDIT.maxLength;
      const { createTestApp } = await import('../testing/test-db');
      edited = { contracts: fresh, ctx: await createTestApp('pglite', { seed: false, clock: () => new Date(NOW) }) };
    });
  });
  afterAll(() => edited?.ctx.close());

  it('changes the API and the client struct at once', async () => {
    const { contracts: fresh, ctx } = edited;
    for (const [value, code] of [
      [NAME_LIMIT_EDIT.fits, 'ok'],
      [NAME_LIMIT_EDIT.tooLong, 'too_long'],
    ] as const) {
      expect(await apiVerdict(ctx, 'name', value)).toBe(code);
      expect(structVerdict(fresh, 'name', value)).toBe(code);
    }
    expect(fresh.APPLICATION_LIMITS.name).toBe(NAME_LIMIT_EDIT.maxLength);
    // The module the rest of the suite uses is untouched.
    expect(contracts.APPLICATION_LIMITS.name).toBe(120);
  });
});
