import { json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import type { LocaleCode } from '@raketa/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile, ProfilePatch } from '../api/profile';
import { EMPTY_PROFILE, USER } from '../../../testing/fixtures';
import { initAuthMessages } from '../../../testing/render-dialogs';

import { OnboardingPage } from './onboarding-page';

const PROFILE = EMPTY_PROFILE;

/** The API with a profile that PATCH updates as the server would (furthest step kept). */
function api(initial: Partial<Profile> = {}, user: typeof USER | null = USER) {
  let profile: Profile = { ...PROFILE, ...initial };
  const patches: ProfilePatch[] = [];
  const order = ['fields', 'salary', 'location', 'cv'];
  stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: 'csrf' });
    if (path === '/api/profile' && method === 'GET') return json(profile);
    if (path === '/api/profile' && method === 'PATCH') {
      const body = (await request.json()) as ProfilePatch;
      patches.push(body);
      const { onboarding, ...rest } = body;
      const last = profile.onboarding.lastCompletedStep;
      const step = onboarding?.completedStep;
      profile = {
        ...profile,
        ...(rest as Partial<Profile>),
        onboarding: {
          lastCompletedStep: step && (last === null || order.indexOf(step) > order.indexOf(last)) ? step : last,
          finished: onboarding?.finished ?? profile.onboarding.finished,
        },
      };
      return json(profile);
    }
    return json({}, 404);
  });
  return patches;
}

function renderPage(url: string, { injection = false, locale = 'en' as LocaleCode } = {}) {
  return renderInRouter(<OnboardingPage locale={locale} injection={injection} />, url);
}

const progress = () => screen.getByTestId('onboarding-progress').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

beforeAll(() => initAuthMessages('en'));
afterEach(() => jest.restoreAllMocks());

describe('OnboardingPage', () => {
  it('offers a signed-out visitor the login dialog that returns here with the query kept', async () => {
    api({}, null);
    const { href } = renderPage('/onboarding?utm_source=e2e');
    await waitFor(() => expect(href()).toBe('/onboarding?utm_source=e2e&redirect_to=%2Fonboarding%3Futm_source%3De2e#login'));
  });

  it('asks for at least one field, then saves the answer with the step and moves on', async () => {
    const patches = api();
    renderPage('/onboarding?utm_source=e2e');
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    expect(progress()).toBe('Step 1 of 4');
    click('Continue');
    await waitFor(() => expect(alerts()).toEqual(['Choose at least one option']));
    expect(patches).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await waitFor(() => expect(alerts()).toEqual([]));
    click('Continue');
    await screen.findByRole('heading', { name: 'Seniority and salary' });
    expect(progress()).toBe('Step 2 of 4');
    expect(patches).toEqual([{ fields: ['sales'], onboarding: { completedStep: 'fields' } }]);

    // Back shows the earlier step with its answer, without saving.
    click('Back');
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    expect((screen.getByRole('checkbox', { name: 'Sales' }) as HTMLInputElement).checked).toBe(true);
    expect(patches).toHaveLength(1);
  });

  it('resumes after the step the server says was done last', async () => {
    api({ fields: ['design'], onboarding: { lastCompletedStep: 'salary', finished: false } });
    renderPage('/onboarding');
    await screen.findByRole('heading', { name: 'Where and how do you want to work?' });
    expect(progress()).toBe('Step 3 of 4');
  });

  it('saves seniority and salary, skips a step, and finishing goes to a safe redirect_to', async () => {
    const patches = api({ onboarding: { lastCompletedStep: 'fields', finished: false } });
    const { href } = renderPage('/onboarding?redirect_to=%2Ffirmy&utm_source=e2e');
    await screen.findByRole('heading', { name: 'Seniority and salary' });
    fireEvent.click(screen.getByRole('radio', { name: 'Junior' }));
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '40000' } });
    click('Continue');
    await screen.findByRole('heading', { name: 'Where and how do you want to work?' });
    click('Skip');
    await screen.findByRole('heading', { name: 'Your CV' });
    click('Finish');
    await waitFor(() => expect(href()).toBe('/firmy'));
    expect(patches).toEqual([
      { seniority: 'junior', salary: { amount: 40000, currency: 'CZK', period: 'month' }, onboarding: { completedStep: 'salary' } },
      { onboarding: { completedStep: 'location' } },
      { onboarding: { completedStep: 'cv', finished: true } },
    ]);
  });

  it('finishes at the job list when redirect_to is missing or not on the site', async () => {
    api({ onboarding: { lastCompletedStep: 'location', finished: false } });
    const { href } = renderPage('/onboarding?redirect_to=%2F%2Fevil.com');
    await screen.findByRole('heading', { name: 'Your CV' });
    click('Skip');
    await waitFor(() => expect(href()).toBe('/jobs'));
  });

  it('shows a finished onboarding as done', async () => {
    api({ onboarding: { lastCompletedStep: 'cv', finished: true } });
    renderPage('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Your profile is set up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile');
  });

  it('runs only the steps of ?keys= on /onboarding/injectionKeys, without touching the progress', async () => {
    const patches = api({ onboarding: { lastCompletedStep: 'cv', finished: true } });
    const { href } = renderPage('/onboarding/injectionKeys?keys=cv,salary,unknown', { injection: true });
    await screen.findByRole('heading', { name: 'Seniority and salary' });
    expect(progress()).toBe('Step 1 of 2');
    fireEvent.click(screen.getByRole('radio', { name: 'Senior' }));
    click('Continue');
    await screen.findByRole('heading', { name: 'Your CV' });
    expect(progress()).toBe('Step 2 of 2');
    click('Finish');
    await waitFor(() => expect(href()).toBe('/jobs'));
    expect(patches).toEqual([{ seniority: 'senior', salary: null }]);
  });

  it('speaks Czech on the Czech site', async () => {
    await initAuthMessages('cs');
    api();
    renderPage('/onboarding', { locale: 'cs' });
    expect(await screen.findByRole('heading', { name: 'Co hledáte?' })).toBeTruthy();
    expect(progress()).toBe('Krok 1 z 4');
    expect(screen.getByRole('button', { name: 'Pokračovat' })).toBeTruthy();
    // Unmounted first: switching the language back would re-render the page outside act().
    cleanup();
    await initAuthMessages('en');
  });
});
