import { pathFor, toastsAtom, type LocaleCode } from '@raketa/shared';
import { problem, renderInRouter } from '@raketa/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { initCompanyPagesMessages, SIGNED_IN, stubContactApi } from '../../../testing/info-pages-testing';
import { ContactPage } from './contact-page';

const renderPage = (locale: LocaleCode = 'en') => renderInRouter(<ContactPage routeId="contact" locale={locale} />, pathFor('contact', locale));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const submit = (name = 'Send message') => fireEvent.click(screen.getByRole('button', { name }));
const lastToast = () => getDefaultStore().get(toastsAtom)[0];

async function fillValid() {
  await screen.findByRole('button', { name: 'Send message' });
  type(/^Name/, 'Petr Svoboda');
  type(/^E-mail/, 'petr@example.com');
  type(/^Subject/, 'company');
  type(/^Message/, 'We would like to advertise three jobs.');
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
}

function expectKept() {
  expect(field(/^Name/).value).toBe('Petr Svoboda');
  expect(field(/^E-mail/).value).toBe('petr@example.com');
  expect(field(/^Subject/).value).toBe('company');
  expect(field(/^Message/).value).toBe('We would like to advertise three jobs.');
}

beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.restoreAllMocks());

describe('ContactPage', () => {
  beforeAll(() => initCompanyPagesMessages('en'));

  it('shows whom to write to and the operator, with one h1', async () => {
    stubContactApi();
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Write to us']);
    expect(screen.getByRole('link', { name: 'kontakt@raketa.cz' }).getAttribute('href')).toBe('mailto:kontakt@raketa.cz');
    expect(screen.getByRole('link', { name: 'media@raketa.cz' })).toBeTruthy();
    expect(screen.getByText('Raketa s.r.o.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How we protect personal data' }).getAttribute('href')).toBe('/personal-data');
    await screen.findByRole('button', { name: 'Send message' });
  });

  it('checks every field before sending, first failing rule only, and sends nothing', async () => {
    const calls = stubContactApi();
    renderPage();
    await screen.findByRole('button', { name: 'Send message' });
    submit();
    await waitFor(() => expect(screen.getAllByText('This field is mandatory')).toHaveLength(4));
    type(/^E-mail/, 'petr@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    type(/^Message/, 'Hi there');
    expect(await screen.findByText('Please write at least 10 characters')).toBeTruthy();
    type(/^Message/, 'x'.repeat(5001));
    expect(await screen.findByText('The message can be at most 5,000 characters long')).toBeTruthy();
    type(/^Name/, 'x'.repeat(201));
    expect(await screen.findByText('The name can be at most 200 characters long')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the message as JSON with the CSRF header, shows a success toast and empties the form', async () => {
    const calls = stubContactApi();
    renderPage();
    await fillValid();
    type(/^Name/, '  Petr Svoboda  ');
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent'));
    expect(lastToast()).toMatchObject({
      variant: 'success',
      description: 'Thank you! We will answer at petr@example.com, usually within two business days.',
    });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/contact');
    expect(post.request.headers.get('x-csrf-token')).toBe('csrf-token');
    expect(await post.request.json()).toEqual({
      name: 'Petr Svoboda',
      email: 'petr@example.com',
      subject: 'company',
      message: 'We would like to advertise three jobs.',
      locale: 'en',
    });
    await waitFor(() => expect(field(/^Message/).value).toBe(''));
    expect(field(/^Name/).value).toBe('');
    expect(field(/^Subject/).value).toBe('');
  });

  it('fills in a signed-in user’s name and e-mail, and keeps them after sending', async () => {
    stubContactApi({ user: SIGNED_IN });
    renderPage();
    await waitFor(() => expect(field(/^Name/).value).toBe('Jana Nováková'));
    expect(field(/^E-mail/).value).toBe('jana@example.com');
    type(/^Subject/, 'other');
    type(/^Message/, 'A question about my account.');
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent'));
    await waitFor(() => expect(field(/^Message/).value).toBe(''));
    expect(field(/^Name/).value).toBe('Jana Nováková');
  });

  it('shows the API’s field errors on their fields and keeps the input', async () => {
    stubContactApi({
      contact: () =>
        problem(422, 'validation_failed', [
          { field: 'email', code: 'invalid_email' },
          { field: 'subject', code: 'invalid_choice' },
          { field: 'message', code: 'too_short' },
        ]),
    });
    renderPage();
    await fillValid();
    submit();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Choose one of the subjects offered')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expectKept();
    expect(lastToast()).toBeUndefined();
  });

  it('says how long to wait when throttled, and keeps the input', async () => {
    stubContactApi({ contact: () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '1800' }) });
    renderPage();
    await fillValid();
    submit();
    expect(
      await screen.findByText('Too many messages were sent from this connection. Please try again in 30 minutes; your message stays in the form.'),
    ).toBeTruthy();
    expectKept();
  });

  it('says to try later when a throttled answer names no wait', async () => {
    stubContactApi({ contact: () => problem(429, 'too_many_attempts') });
    renderPage();
    await fillValid();
    submit();
    expect(await screen.findByText(/Please try again later; your message stays in the form/)).toBeTruthy();
  });

  it('keeps the input when the network fails, and says so', async () => {
    stubContactApi({
      contact: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    await fillValid();
    submit();
    expect(
      await screen.findByText('The message could not be sent; check your internet connection. Everything you wrote stays in the form.'),
    ).toBeTruthy();
    expectKept();
    expect(lastToast()).toBeUndefined();
  });

  it('keeps the input when the API fails', async () => {
    stubContactApi({ contact: () => problem(500, 'internal') });
    renderPage();
    await fillValid();
    submit();
    expect(await screen.findByText('The message could not be sent. Please try again; everything you wrote stays in the form.')).toBeTruthy();
    expectKept();
  });
});

describe('ContactPage in Czech', () => {
  beforeAll(() => initCompanyPagesMessages('cs'));

  it('sends the Czech locale and counts the wait in Czech', async () => {
    const calls = stubContactApi({ contact: () => problem(429, 'too_many_attempts', undefined, { 'retry-after': '180' }) });
    renderPage('cs');
    await screen.findByRole('button', { name: 'Odeslat zprávu' });
    type(/^Jméno/, 'Petr Svoboda');
    type(/^E-mail/, 'petr@example.com');
    type(/^Téma/, 'candidate');
    type(/^Zpráva/, 'Dobrý den, mám dotaz k odpovědi.');
    submit('Odeslat zprávu');
    expect(await screen.findByText(/Zkuste to prosím znovu za 3 minuty;/)).toBeTruthy();
    expect(await calls.find((call) => call.method === 'POST')!.request.json()).toMatchObject({ locale: 'cs', subject: 'candidate' });
  });
});
