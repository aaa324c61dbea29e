import type { JobContent, OwnJob } from '@raketa/shared/contracts';
import type { SaveOutcome } from '../../api/console-jobs';
import { JobAutosave, type AutosaveStatus } from './autosave';
import { contentOf, EMPTY_VALUES, type JobFormValues } from './job-form';

const EMPTY = contentOf(EMPTY_VALUES).content;

function ownJob(overrides: Partial<OwnJob> = {}): OwnJob {
  return {
    '@id': '/api/me/company/jobs/7',
    '@type': 'OwnJob',
    id: 7,
    status: 'draft',
    version: 1,
    slug: 'job-7',
    createdAt: '2032-03-01T08:00:00.000Z',
    updatedAt: '2032-03-01T08:00:00.000Z',
    publishedAt: null,
    validUntil: null,
    reviewRequested: false,
    rejection: null,
    ...EMPTY,
    readiness: [],
    precheck: [],
    ...overrides,
  } as OwnJob;
}

const content = (overrides: Partial<JobContent>): JobContent => ({ ...EMPTY, ...overrides });

/** A save answered later by the test (`resolve`), recording what was sent. */
function deferredApi() {
  const sent: { method: 'create' | 'patch'; body: Record<string, unknown> }[] = [];
  const pending: ((outcome: SaveOutcome) => void)[] = [];
  const call = (method: 'create' | 'patch', body: Record<string, unknown>) => {
    sent.push({ method, body });
    return new Promise<SaveOutcome>((resolve) => pending.push(resolve));
  };
  return {
    sent,
    deps: {
      create: (body: object) => call('create', body as Record<string, unknown>),
      patch: (_id: number, body: object) => call('patch', body as Record<string, unknown>),
    },
    async answer(outcome: SaveOutcome) {
      pending.shift()!(outcome);
      // Let the save's promise chain run.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

function memoryCopy() {
  let stored: { values: JobFormValues; version: number | null } | null = null;
  return {
    copy: { write: (values: JobFormValues, version: number | null) => (stored = { values, version }), clear: () => (stored = null) },
    get: () => stored,
  };
}

describe('JobAutosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves after a pause in typing, only the fields that changed, at the version it was read at', async () => {
    const api = deferredApi();
    const statuses: AutosaveStatus['kind'][] = [];
    const saver = new JobAutosave({ job: ownJob({ version: 3 }), baseline: EMPTY, deps: api.deps, onStatus: (status) => statuses.push(status.kind) });
    saver.update(content({ title: 'Back' }), []);
    jest.advanceTimersByTime(500);
    saver.update(content({ title: 'Backend developer' }), []);
    jest.advanceTimersByTime(799);
    expect(api.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(api.sent).toEqual([{ method: 'patch', body: { version: 3, title: 'Backend developer' } }]);
    await api.answer({ kind: 'saved', job: ownJob({ version: 4, title: 'Backend developer' }) });
    expect(saver.state).toEqual({ kind: 'saved' });
    expect(statuses).toEqual(['pending', 'pending', 'saving', 'saved']);

    // The next change names the new version.
    saver.update(content({ title: 'Backend developer', language: 'en' }), []);
    jest.advanceTimersByTime(800);
    expect(api.sent[1]).toEqual({ method: 'patch', body: { version: 4, language: 'en' } });
  });

  it('creates a new job with its first save, then changes it', async () => {
    const api = deferredApi();
    const saved: number[] = [];
    const saver = new JobAutosave({ job: null, baseline: EMPTY, deps: api.deps, onSaved: (job) => saved.push(job.id) });
    saver.update(content({ title: 'Designer' }), []);
    jest.advanceTimersByTime(800);
    expect(api.sent).toEqual([{ method: 'create', body: { title: 'Designer' } }]);
    await api.answer({ kind: 'saved', job: ownJob({ id: 9, version: 1, title: 'Designer' }) });
    expect(saved).toEqual([9]);
    saver.update(content({ title: 'Designer', seniority: 'senior' }), []);
    jest.advanceTimersByTime(800);
    expect(api.sent[1]).toEqual({ method: 'patch', body: { version: 1, seniority: 'senior' } });
  });

  it('sends what was typed during a save with the next one, never two requests at once', async () => {
    const api = deferredApi();
    const saver = new JobAutosave({ job: ownJob(), baseline: EMPTY, deps: api.deps });
    saver.update(content({ title: 'A' }), []);
    jest.advanceTimersByTime(800);
    saver.update(content({ title: 'AB' }), []);
    jest.advanceTimersByTime(5000);
    expect(api.sent).toHaveLength(1);
    await api.answer({ kind: 'saved', job: ownJob({ version: 2, title: 'A' }) });
    expect(saver.state.kind).toBe('pending');
    jest.advanceTimersByTime(800);
    expect(api.sent[1]).toEqual({ method: 'patch', body: { version: 2, title: 'AB' } });
  });

  it('keeps the text after a failed save and tries again, sooner when asked', async () => {
    const api = deferredApi();
    const { copy, get } = memoryCopy();
    const values = { ...EMPTY_VALUES, title: 'Tester' };
    const saver = new JobAutosave<JobFormValues>({ job: ownJob(), baseline: EMPTY, deps: api.deps, copy, now: () => 1000 });
    saver.update(content({ title: 'Tester' }), [], values);
    expect(get()).toEqual({ values, version: 1 });
    jest.advanceTimersByTime(800);
    await api.answer({ kind: 'failed' });
    expect(saver.state).toEqual({ kind: 'retrying', attempt: 1, retryAt: 3000 });
    expect(saver.dirty).toBe(true);
    // Typing meanwhile does not move the retry.
    saver.update(content({ title: 'Tester QA' }), [], { ...values, title: 'Tester QA' });
    jest.advanceTimersByTime(1999);
    expect(api.sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(api.sent[1]!.body).toEqual({ version: 1, title: 'Tester QA' });
    await api.answer({ kind: 'failed' });
    expect(saver.state).toMatchObject({ kind: 'retrying', attempt: 2, retryAt: 6000 });
    saver.retryNow();
    expect(api.sent).toHaveLength(3);
    await api.answer({ kind: 'saved', job: ownJob({ version: 2, title: 'Tester QA' }) });
    expect(saver.state).toEqual({ kind: 'saved' });
    // All saved: the copy in the browser is gone.
    expect(get()).toBeNull();
  });

  it('stops at a conflict until the employer takes the saved job or keeps their own text', async () => {
    const api = deferredApi();
    const saver = new JobAutosave({ job: ownJob({ version: 2 }), baseline: EMPTY, deps: api.deps });
    saver.update(content({ title: 'Mine' }), []);
    jest.advanceTimersByTime(800);
    const theirs = ownJob({ version: 5, title: 'Theirs', seniority: 'junior' });
    await api.answer({ kind: 'conflict', current: theirs });
    expect(saver.state).toEqual({ kind: 'conflict', current: theirs });
    saver.update(content({ title: 'Mine, still' }), []);
    jest.advanceTimersByTime(10_000);
    expect(api.sent).toHaveLength(1);

    // Keep mine: saved over theirs at their version, with every field that differs from theirs.
    saver.resolveConflict('mine');
    expect(api.sent[1]).toEqual({ method: 'patch', body: { version: 5, title: 'Mine, still', seniority: null } });
    await api.answer({ kind: 'saved', job: ownJob({ version: 6, title: 'Mine, still' }) });
    expect(saver.state).toEqual({ kind: 'saved' });
  });

  it('takes the saved job after a conflict when asked, and saves nothing', async () => {
    const api = deferredApi();
    const { copy, get } = memoryCopy();
    const saver = new JobAutosave<JobFormValues>({ job: ownJob(), baseline: EMPTY, deps: api.deps, copy });
    saver.update(content({ title: 'Mine' }), [], { ...EMPTY_VALUES, title: 'Mine' });
    jest.advanceTimersByTime(800);
    await api.answer({ kind: 'conflict', current: ownJob({ version: 4, title: 'Theirs' }) });
    saver.resolveConflict('theirs');
    expect(saver.state).toEqual({ kind: 'saved' });
    expect(saver.savedJob?.version).toBe(4);
    expect(get()).toBeNull();
    // The form refilled from theirs changes nothing to save.
    saver.update(content({ title: 'Theirs' }), []);
    jest.advanceTimersByTime(5000);
    expect(api.sent).toHaveLength(1);
  });

  it('leaves out a field that cannot be sent as it is, and saves the rest', async () => {
    const api = deferredApi();
    const saver = new JobAutosave({ job: ownJob(), baseline: EMPTY, deps: api.deps });
    saver.update(content({ title: 'Analyst', salary: { min: null, max: 60000, currency: 'CZK', period: 'month' } }), ['salary']);
    jest.advanceTimersByTime(800);
    expect(api.sent).toEqual([{ method: 'patch', body: { version: 1, title: 'Analyst' } }]);
    await api.answer({ kind: 'saved', job: ownJob({ version: 2, title: 'Analyst' }) });
    // Saved what it could, and still holds unsaved typing.
    expect(saver.state).toEqual({ kind: 'saved' });
    expect(saver.dirty).toBe(true);
  });

  it('shows a refusal and tries again only after the next change', async () => {
    const api = deferredApi();
    const saver = new JobAutosave({ job: ownJob({ status: 'published' }), baseline: EMPTY, deps: api.deps });
    saver.update(content({ description: '<p>Write to jobs@firma.cz</p>' }), []);
    jest.advanceTimersByTime(800);
    const findings = [
      { code: 'email_in_text' as const, field: 'description' as const, severity: 'error' as const, params: { found: ['jobs@firma.cz'] } },
    ];
    await api.answer({ kind: 'breaksRules', readiness: [], findings });
    expect(saver.state).toEqual({ kind: 'breaksRules', readiness: [], findings });
    jest.advanceTimersByTime(60_000);
    expect(api.sent).toHaveLength(1);
    saver.update(content({ description: '<p>Apply on Raketa</p>' }), []);
    jest.advanceTimersByTime(800);
    expect(api.sent).toHaveLength(2);
  });

  it('flushes before a submit: saves at once and says whether everything is saved', async () => {
    const api = deferredApi();
    const saver = new JobAutosave({ job: ownJob(), baseline: EMPTY, deps: api.deps });
    saver.update(content({ title: 'Ops' }), []);
    const flushed = saver.flush();
    expect(api.sent).toHaveLength(1);
    await api.answer({ kind: 'saved', job: ownJob({ version: 2, title: 'Ops' }) });
    await expect(flushed).resolves.toBe(true);

    saver.update(content({ title: 'Ops lead' }), []);
    const failed = saver.flush();
    await api.answer({ kind: 'failed' });
    await expect(failed).resolves.toBe(false);
  });
});
