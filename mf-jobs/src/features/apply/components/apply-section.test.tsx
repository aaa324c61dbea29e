import { addAppMessages, initI18n } from '@raketa/shared';
import { addSharedMessages, json, problem, renderInRouter, stubFetch, type StubbedCall } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import { CANDIDATE } from '../../../testing/fixtures';
import { ApplySection } from './apply-section';

interface Setup {
  user?: typeof CANDIDATE | null;
  appliedJobs?: number[];
  apply?: () => Response;
  /** `GET /api/profile`: the answer (404 when absent). */
  profile?: () => Response | Promise<Response>;
  /** The user's test results: those shown to companies, and how many there are in all. */
  testResults?: { shown: object[]; total: number };
}

const collection = (members: object[], total = members.length) => json({ 'hydra:member': members, 'hydra:totalItems': total });

function renderForm({
  user = null,
  appliedJobs = [],
  apply = () => json({ id: 1 }, 201),
  profile,
  testResults = { shown: [], total: 0 },
}: Setup = {}) {
  let applied = appliedJobs;
  const calls: StubbedCall[] = stubFetch((method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/me/job-marks') return json({ savedJobs: [], appliedJobs: applied, followedCompanies: [] });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    if (path === '/api/profile' && profile) return profile();
    if (path === '/api/tests/results/shown-to-companies') return collection(testResults.shown);
    if (path === '/api/tests/results?page=1') return collection([], testResults.total);
    if (method === 'POST' && path === '/api/jobs/42/applications') {
      const response = apply();
      if (response.status === 201) applied = [...applied, 42];
      return response;
    }
    return json({}, 404);
  });
  const rendered = renderInRouter(<ApplySection jobId={42} jobTitle="Senior Backend Developer" />, '/job/42/senior-backend-developer');
  return { ...rendered, calls };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const pdf = (name = 'cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  // A stated size (the checks read it) without megabytes of content; such a file is never sent.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const chooseCv = (file: File) => fireEvent.change(input(/^CV/), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

async function fillValid() {
  type(/^Name/, 'Petr Svoboda');
  type(/^E-mail/, 'petr@example.com');
  type(/^LinkedIn profile/, 'https://www.linkedin.com/in/petr');
  chooseCv(pdf());
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
}

/** The part of `GET /api/profile` the form reads, with the rest of a profile around it. */
const profileAnswer = (overrides: { linkedin?: string | null; cv?: object | null } = {}) =>
  json({
    name: 'Jana Nováková',
    email: 'jana@example.com',
    type: 'candidate',
    headline: null,
    links: { linkedin: overrides.linkedin ?? null, github: null, portfolio: null },
    cv: overrides.cv === undefined ? null : overrides.cv,
  });
const PROFILE_CV = { fileName: 'Jana CV.doc', mediaType: 'application/msword', size: 52_000, uploadedAt: '2026-03-14T10:00:00.000Z' };
const PROFILE_CV_LABEL = 'Use my CV from my profile (Jana CV.doc, uploaded Mar 14, 2026)';

beforeAll(async () => {
  await initI18n('en', 'jobs', { cs, en });
  addAppMessages('jobs', { cs, en });
  await addSharedMessages();
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('ApplySection', () => {
  it('marks required fields and says Optional for the others', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send application' });
    for (const label of [/^Name/, /^E-mail/, /^CV/]) expect(screen.getByText(label).textContent).toMatch(/\*$/);
    for (const label of [/^Phone/, /^LinkedIn profile/, /^Message for the company/]) expect(screen.getByText(label).textContent).toMatch(/Optional$/);
  });

  it('shows the first failing rule of each field on blur, on change of the file, and on submit, and sends nothing', async () => {
    const { calls } = renderForm();
    await screen.findByRole('button', { name: 'Send application' });
    submit();
    expect(await screen.findByText('Attach your CV')).toBeTruthy();
    expect(screen.getAllByText('This field is mandatory')).toHaveLength(2);

    type(/^E-mail/, 'petr@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    type(/^Phone/, 'call me');
    expect(await screen.findByText('Enter a phone number, e.g. +420 777 123 456')).toBeTruthy();
    type(/^LinkedIn profile/, 'https://evil.example/linkedin.com');
    expect(await screen.findByText('Enter the address of a LinkedIn profile (linkedin.com)')).toBeTruthy();
    chooseCv(pdf('cv.exe'));
    expect(await screen.findByText('The CV must be a PDF, DOC or DOCX file')).toBeTruthy();
    // The one CV rule (a profile's too): PDF, DOC or DOCX up to 5 MB.
    chooseCv(pdf('cv.DOCX', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The CV can be at most 5 MB')).toBeTruthy();
    chooseCv(pdf('cv.doc', 5 * 1024 * 1024));
    await waitFor(() => expect(screen.queryByText(/The CV/)).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('prefills the signed-in user’s name and e-mail', async () => {
    renderForm({ user: CANDIDATE });
    await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
    expect(input(/^E-mail/).value).toBe('jana@example.com');
  });

  it('sends the application as multipart with the CSRF header, then says the user applied', async () => {
    const { calls } = renderForm({ user: CANDIDATE });
    await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
    type(/^LinkedIn profile/, 'https://cz.linkedin.com/in/jana');
    fireEvent.change(screen.getByLabelText(/^Message for the company/), { target: { value: 'Hello!' } });
    chooseCv(pdf());
    submit();
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    // (The multipart body itself is checked in send-application.test.ts: jsdom's File cannot be read back from a Request.)
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.request.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(post.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The marks are asked again, so every card shows the job as applied.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/me/job-marks')).toHaveLength(2));
  });

  it('shows a visitor’s success from the answer', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send application' });
    await fillValid();
    submit();
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    expect(screen.getByText(/Your application for Senior Backend Developer is on its way/)).toBeTruthy();
  });

  it('remembers a visitor’s confirmed application in this browser, so the page says so after a reload', async () => {
    const first = renderForm();
    await screen.findByRole('button', { name: 'Send application' });
    await fillValid();
    submit();
    await screen.findByText('You applied for this job.');
    expect(JSON.parse(localStorage.getItem('raketa:applied-jobs')!)).toEqual([42]);
    first.unmount();
    renderForm();
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('remembers nothing when the server refuses the application', async () => {
    renderForm({ apply: () => problem(409, 'already_applied') });
    await screen.findByRole('button', { name: 'Send application' });
    await fillValid();
    submit();
    await screen.findByText('An application with this e-mail has already been sent for this job.');
    expect(localStorage.getItem('raketa:applied-jobs')).toBeNull();
  });

  it('shows "You applied" instead of the form for a job among the user’s applied jobs', async () => {
    renderForm({ user: CANDIDATE, appliedJobs: [42] });
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    // A signed-in candidate follows it on My applications (issue 24).
    expect(screen.getByRole('link', { name: 'See your application' }).getAttribute('href')).toBe('/my-applications');
  });

  it('links a visitor to no tracker: a visitor’s application is not followed', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send application' });
    await fillValid();
    submit();
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your application' })).toBeNull();
  });

  it.each([
    [
      'field errors',
      () =>
        problem(422, 'validation_failed', [
          { field: 'email', code: 'invalid_email' },
          { field: 'name', code: 'too_long' },
          { field: 'linkedin', code: 'invalid_url' },
        ]),
      ['Invalid email format', 'This is too long', 'Enter the address of a LinkedIn profile (linkedin.com)'],
    ],
    ['a CV too large', () => problem(413, 'cv_too_large'), ['The CV can be at most 5 MB']],
    ['a CV that is not a PDF, DOC or DOCX by content', () => problem(415, 'cv_bad_type'), ['The CV must be a PDF, DOC or DOCX file']],
    [
      'an e-mail that applied already',
      () => problem(409, 'already_applied'),
      ['An application with this e-mail has already been sent for this job.'],
    ],
    ['a job no longer open', () => problem(410, 'job_not_open'), ['This job is no longer open, so it takes no more applications.']],
    ['a job gone since the page loaded', () => problem(404, 'job_not_found'), ['This job is no longer open, so it takes no more applications.']],
    [
      'too many applications from one address',
      () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '3600' }),
      ['Too many applications were sent from this connection. Please try again in an hour.'],
    ],
    ['a server failure', () => problem(500, 'internal'), ['The application could not be sent. Please try again; your answers are kept.']],
  ])('maps %s to messages and keeps every value and the chosen file', async (_name, apply, messages) => {
    renderForm({ apply });
    await screen.findByRole('button', { name: 'Send application' });
    await fillValid();
    submit();
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    expect(input(/^Name/).value).toBe('Petr Svoboda');
    expect(input(/^E-mail/).value).toBe('petr@example.com');
    expect(input(/^LinkedIn profile/).value).toBe('https://www.linkedin.com/in/petr');
    expect(input(/^CV/).files?.[0]?.name).toBe('cv.pdf');
    expect(screen.queryByText('You applied for this job.')).toBeNull();
  });

  describe('with the signed-in candidate’s test results', () => {
    const SHOWN = [
      {
        id: '0d4f0a5e-1111-4000-8000-000000000001',
        test: { slug: 'javascript-basics', title: { cs: 'Základy JavaScriptu', en: 'JavaScript basics' } },
        score: 80,
      },
      {
        id: '0d4f0a5e-2222-4000-8000-000000000002',
        test: { slug: 'product-sense', title: { cs: 'Produktové myšlení', en: 'Product sense' } },
        score: 45,
      },
    ];
    const SEND = 'Show my test results to the company';
    // The profile's CV goes, so the multipart body can be read back (jsdom cannot read a File from a Request).
    const signedIn = (testResults: { shown: object[]; total: number }) =>
      renderForm({ user: CANDIDATE, profile: () => profileAnswer({ cv: PROFILE_CV }), testResults });
    const sendForm = async (calls: StubbedCall[]) => {
      await screen.findByLabelText(PROFILE_CV_LABEL);
      await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
      submit();
      expect(await screen.findByText('You applied for this job.')).toBeTruthy();
      return calls.find((call) => call.method === 'POST')!.request.formData();
    };

    it('offers the results shown to companies, ticked, listing each, and sends testResults=true', async () => {
      const { calls } = signedIn({ shown: SHOWN, total: 3 });
      const box = (await screen.findByLabelText(SEND)) as HTMLInputElement;
      expect(box.checked).toBe(true);
      expect(screen.getByText('JavaScript basics: 80%')).toBeTruthy();
      expect(screen.getByText('Product sense: 45%')).toBeTruthy();
      expect(box.getAttribute('aria-describedby')).toBe('rk-apply-results-list');
      expect((await sendForm(calls)).get('testResults')).toBe('true');
      // Results are shown, so whether there are any is not asked.
      expect(calls.some((call) => call.path === '/api/tests/results?page=1')).toBe(false);
    });

    it('does not send them when the box is unticked', async () => {
      const { calls } = signedIn({ shown: SHOWN, total: 2 });
      fireEvent.click(await screen.findByLabelText(SEND));
      expect((screen.getByLabelText(SEND) as HTMLInputElement).checked).toBe(false);
      const body = await sendForm(calls);
      expect(body.has('testResults')).toBe(false);
      expect(body.get('profileCv')).toBe('true');
    });

    it('points to the profile when there are results but none is shown, and sends none', async () => {
      const { calls } = signedIn({ shown: [], total: 2 });
      const link = await screen.findByRole('link', { name: 'Choose them in your profile' });
      expect(link.getAttribute('href')).toBe('/profile');
      expect(screen.getByText(/You have test results, but none is shown to companies yet/)).toBeTruthy();
      expect(screen.queryByLabelText(SEND)).toBeNull();
      expect((await sendForm(calls)).has('testResults')).toBe(false);
    });

    it('shows nothing of tests to a candidate without results', async () => {
      const { calls } = signedIn({ shown: [], total: 0 });
      await waitFor(() => expect(calls.some((call) => call.path === '/api/tests/results?page=1')).toBe(true));
      await screen.findByLabelText(PROFILE_CV_LABEL);
      expect(screen.queryByLabelText(SEND)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Choose them in your profile' })).toBeNull();
    });

    it('shows nothing of tests to a visitor and asks nothing about them', async () => {
      const { calls } = renderForm({ testResults: { shown: SHOWN, total: 2 } });
      await screen.findByRole('button', { name: 'Send application' });
      await fillValid();
      submit();
      expect(await screen.findByText('You applied for this job.')).toBeTruthy();
      expect(screen.queryByLabelText(SEND)).toBeNull();
      expect(calls.some((call) => call.path.startsWith('/api/tests/'))).toBe(false);
    });
  });

  describe('with the signed-in candidate’s profile', () => {
    const posted = async (calls: StubbedCall[]) => {
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
      return calls.find((call) => call.method === 'POST')!.request.formData();
    };

    it('prefills LinkedIn from the profile', async () => {
      renderForm({ user: CANDIDATE, profile: () => profileAnswer({ linkedin: 'https://www.linkedin.com/in/jana' }) });
      await waitFor(() => expect(input(/^LinkedIn profile/).value).toBe('https://www.linkedin.com/in/jana'));
    });

    it('keeps a LinkedIn link typed before the profile arrived', async () => {
      let answer: (response: Response) => void = () => undefined;
      const { calls } = renderForm({ user: CANDIDATE, profile: () => new Promise<Response>((resolve) => (answer = resolve)) });
      await waitFor(() => expect(calls.some((call) => call.path === '/api/profile')).toBe(true));
      type(/^LinkedIn profile/, 'https://www.linkedin.com/in/typed');
      answer(profileAnswer({ linkedin: 'https://www.linkedin.com/in/jana', cv: PROFILE_CV }));
      await screen.findByLabelText(PROFILE_CV_LABEL);
      expect(input(/^LinkedIn profile/).value).toBe('https://www.linkedin.com/in/typed');
    });

    it('offers the profile’s CV, chosen by default, and sends profileCv=true without a file', async () => {
      const { calls } = renderForm({ user: CANDIDATE, profile: () => profileAnswer({ cv: PROFILE_CV }) });
      const useProfile = (await screen.findByLabelText(PROFILE_CV_LABEL)) as HTMLInputElement;
      expect(useProfile.checked).toBe(true);
      expect((screen.getByLabelText('Upload another file') as HTMLInputElement).checked).toBe(false);
      // The file picker waits until "Upload another file" is chosen.
      expect(screen.getByLabelText('CV file').closest('[hidden]')).not.toBeNull();
      await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
      submit();
      expect(await screen.findByText('You applied for this job.')).toBeTruthy();
      const body = await posted(calls);
      expect(body.get('profileCv')).toBe('true');
      expect(body.has('cv')).toBe(false);
      expect(body.get('email')).toBe('jana@example.com');
    });

    it('asks for a file after switching to "Upload another file", then sends the file', async () => {
      const { calls } = renderForm({ user: CANDIDATE, profile: () => profileAnswer({ cv: PROFILE_CV }) });
      await screen.findByLabelText(PROFILE_CV_LABEL);
      await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
      fireEvent.click(screen.getByLabelText('Upload another file'));
      expect(screen.getByLabelText('CV file').closest('[hidden]')).toBeNull();
      submit();
      expect(await screen.findByText('Attach your CV')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fireEvent.change(screen.getByLabelText('CV file'), { target: { files: [pdf('other.pdf')] } });
      await waitFor(() => expect(screen.queryByText('Attach your CV')).toBeNull());
      submit();
      expect(await screen.findByText('You applied for this job.')).toBeTruthy();
      const post = calls.find((call) => call.method === 'POST')!;
      // (jsdom cannot read a File back from a Request: the body's form is checked for what it is not.)
      expect(post.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    });

    it('clears the file’s error when going back to the profile’s CV', async () => {
      renderForm({ user: CANDIDATE, profile: () => profileAnswer({ cv: PROFILE_CV }) });
      await screen.findByLabelText(PROFILE_CV_LABEL);
      fireEvent.click(screen.getByLabelText('Upload another file'));
      fireEvent.change(screen.getByLabelText('CV file'), { target: { files: [pdf('cv.exe')] } });
      expect(await screen.findByText('The CV must be a PDF, DOC or DOCX file')).toBeTruthy();
      fireEvent.click(screen.getByLabelText(PROFILE_CV_LABEL));
      await waitFor(() => expect(screen.queryByText('The CV must be a PDF, DOC or DOCX file')).toBeNull());
    });

    it('asks for a file when the profile’s CV is gone by the time of sending (cv_required)', async () => {
      let cv: object | null = PROFILE_CV;
      const { calls } = renderForm({
        user: CANDIDATE,
        profile: () => profileAnswer({ cv }),
        apply: () => {
          cv = null;
          return problem(422, 'cv_required');
        },
      });
      await screen.findByLabelText(PROFILE_CV_LABEL);
      await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
      submit();
      expect(await screen.findByText('Attach your CV')).toBeTruthy();
      await waitFor(() => expect(screen.queryByLabelText(PROFILE_CV_LABEL)).toBeNull());
      expect(input(/^CV/).type).toBe('file');
      expect(calls.filter((call) => call.path === '/api/profile')).toHaveLength(2);
    });

    it('shows only the upload to a candidate without a profile CV', async () => {
      const { calls } = renderForm({ user: CANDIDATE, profile: () => profileAnswer() });
      await waitFor(() => expect(calls.some((call) => call.path === '/api/profile')).toBe(true));
      await waitFor(() => expect(input(/^Name/).value).toBe('Jana Nováková'));
      expect(screen.queryByRole('radio')).toBeNull();
      expect(input(/^CV/).type).toBe('file');
    });

    it('does not ask a visitor’s profile: only the upload is shown', async () => {
      const { calls } = renderForm({ profile: () => profileAnswer({ linkedin: 'https://www.linkedin.com/in/jana', cv: PROFILE_CV }) });
      await screen.findByRole('button', { name: 'Send application' });
      await waitFor(() => expect(calls.some((call) => call.path === '/api/me/job-marks' || call.path === '/api/me')).toBe(true));
      expect(calls.some((call) => call.path === '/api/profile')).toBe(false);
      expect(screen.queryByRole('radio')).toBeNull();
      expect(input(/^CV/).type).toBe('file');
      expect(input(/^LinkedIn profile/).value).toBe('');
    });
  });
});
