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
}

function renderForm({ user = null, appliedJobs = [], apply = () => json({ id: 1 }, 201) }: Setup = {}) {
  let applied = appliedJobs;
  const calls: StubbedCall[] = stubFetch((method, path) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/me/job-marks') return json({ savedJobs: [], appliedJobs: applied, followedCompanies: [] });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
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
  // A stated size (the checks read it) without 10 MB of content; such a file is never sent.
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

beforeAll(async () => {
  await initI18n('en', 'jobs', { cs, en });
  addAppMessages('jobs', { cs, en });
  await addSharedMessages();
});
afterEach(() => jest.restoreAllMocks());

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
    expect(await screen.findByText('The CV must be a PDF or DOCX file')).toBeTruthy();
    chooseCv(pdf('cv.DOCX', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('The CV can be at most 10 MB')).toBeTruthy();
    chooseCv(pdf('cv.pdf', 10 * 1024 * 1024));
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

  it('shows "You applied" instead of the form for a job among the user’s applied jobs', async () => {
    renderForm({ user: CANDIDATE, appliedJobs: [42] });
    expect(await screen.findByText('You applied for this job.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
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
    ['a CV too large', () => problem(413, 'cv_too_large'), ['The CV can be at most 10 MB']],
    ['a CV that is not a PDF or DOCX by content', () => problem(415, 'cv_bad_type'), ['The CV must be a PDF or DOCX file']],
    ['an e-mail that applied already', () => problem(409, 'already_applied'), ['An application with this e-mail has already been sent for this job.']],
    ['a job no longer open', () => problem(410, 'job_not_open'), ['This job is no longer open, so it takes no more applications.']],
    ['a job gone since the page loaded', () => problem(404, 'job_not_found'), ['This job is no longer open, so it takes no more applications.']],
    ['too many applications from one address', () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '3600' }), ['Too many applications were sent from this connection. Please try again in an hour.']],
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
});
