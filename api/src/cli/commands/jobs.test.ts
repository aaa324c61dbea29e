import { storeContactMessageWithMails } from '../../contact/contact';
import { drainQueue } from '../../testing/queue';
import { createTestApp, testDrivers, type TestContext } from '../../testing/test-db';
import { runCli, type CliIo } from '../run';
import { failedJobs } from './jobs';

describe.each(testDrivers)('jobs, retry-job and retry-failed on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9: every mail fails, as with an SMTP server that is down.
    ctx = await createTestApp(driver, { seed: false, config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: {}, readStdin: async () => '' };
    const code = await runCli(argv, io, async () => ({ db: ctx.db, close: async () => {} }));
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists the mails that failed every retry, and runs one or all of them again', async () => {
    expect(await cli(['jobs'])).toEqual({ code: 0, out: 'No failed jobs', err: '' });
    const input = {
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      subject: 'other' as const,
      message: 'Dobrý den, píšu vám.',
      locale: 'cs' as const,
    };
    await storeContactMessageWithMails(ctx.app, { input, userId: null, now: new Date() });
    // Every retry at once instead of over a day.
    await drainQueue(ctx.app, { includeDelayed: true });

    const listed = await cli(['jobs']);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toBe('2 failed job(s); retry one with retry-job <id>, or all with retry-failed [queue]:');
    expect(lines.slice(1).sort()).toEqual([
      expect.stringMatching(/^contact-confirmation-mail {2}[0-9a-f-]{36} {2}created \d{4}-\d\d-\d\dT\S+Z {2}attempts 13 {2}.*ECONNREFUSED/),
      expect.stringMatching(/^contact-notification-mail {2}[0-9a-f-]{36} {2}created \S+ {2}attempts 13 {2}.*ECONNREFUSED/),
    ]);

    const [notification] = await failedJobs(ctx.db, 'contact-notification-mail');
    expect(await cli(['retry-job', notification!.id])).toEqual({
      code: 0,
      out: `Job ${notification!.id} (contact-notification-mail) will run again`,
      err: '',
    });
    expect(await cli(['retry-job', notification!.id])).toMatchObject({ code: 1, err: `Job ${notification!.id} is retry, not failed` });
    expect(await failedJobs(ctx.db)).toHaveLength(1);
    // It runs again (and fails again: the server is still down), with one attempt more.
    expect(await drainQueue(ctx.app, { includeDelayed: true })).toBe(1);
    expect(await failedJobs(ctx.db, 'contact-notification-mail')).toEqual([expect.objectContaining({ id: notification!.id, attempts: 14 })]);

    expect(await cli(['retry-failed', 'contact-confirmation-mail'])).toMatchObject({ code: 0, out: '1 failed job(s) will run again' });
    expect(await cli(['retry-failed'])).toMatchObject({ code: 0, out: '1 failed job(s) will run again' });
    expect(await cli(['retry-failed'])).toMatchObject({ code: 0, out: 'No failed jobs' });
    expect(await cli(['jobs'])).toMatchObject({ out: 'No failed jobs' });
  });

  it('names a wrong id and a wrong usage', async () => {
    expect(await cli(['retry-job', 'not-a-job'])).toMatchObject({ code: 2, err: expect.stringContaining('is not a job id') });
    expect(await cli(['retry-job', '00000000-0000-4000-8000-000000000000'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('No job 00000000-'),
    });
    expect(await cli(['retry-job'])).toMatchObject({ code: 2, err: 'Usage: retry-job <id>' });
    expect(await cli(['jobs', 'extra'])).toMatchObject({ code: 2 });
    expect(await cli(['help'])).toMatchObject({ code: 0, out: expect.stringContaining('retry-failed [queue]') });
  });
});
