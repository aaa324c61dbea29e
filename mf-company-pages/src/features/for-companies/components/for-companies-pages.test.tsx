import { pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FOR_COMPANIES_TEXTS, initForCompaniesMessages, renderForCompanies } from '../../../testing/for-companies-testing';
import { campaign, stubPricingApi } from '../../../testing/pricing-testing';
import { FOR_COMPANIES_ROUTE_IDS, ForCompaniesPage, type ForCompaniesRouteId } from './for-companies-pages';

const LOCALES: LocaleCode[] = ['cs', 'en'];

/** Where each page's main call to action leads, besides the price list. */
const PRIMARY: Record<ForCompaniesRouteId, RouteId> = {
  forCompanies: 'employerStart',
  advertising: 'employerStart',
  developers: 'contact',
  faq: 'contact',
  cashback: 'employerStart',
  careerPages: 'employerStart',
  advertisingRules: 'employerStart',
  advertisingTips: 'employerStart',
  startupProgram: 'employerStart',
  mediumAndLargeCompanies: 'contact',
  premiumArticle: 'contact',
};

/** The heading levels of the page in document order. */
const headingLevels = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

afterEach(() => jest.restoreAllMocks());

describe.each(LOCALES)('for-companies pages (%s)', (locale) => {
  beforeAll(() => initForCompaniesMessages(locale));
  beforeEach(() => {
    stubPricingApi();
  });

  const texts = FOR_COMPANIES_TEXTS[locale];

  it('covers the eleven content routes', () => {
    expect(FOR_COMPANIES_ROUTE_IDS).toHaveLength(11);
  });

  it.each(FOR_COMPANIES_ROUTE_IDS)('%s: one h1 with the page title, headings in order, the section bar marking it', (routeId) => {
    renderForCompanies(routeId, locale);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((heading) => heading.textContent)).toEqual([texts.pages[routeId].hero.title]);
    // Never skips a level going down (h1 → h2 → h3).
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1));

    const nav = screen.getByRole('navigation', { name: texts.nav.label });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[texts.nav.items[routeId], pathFor(routeId, locale)]]);
  });

  it.each(FOR_COMPANIES_ROUTE_IDS)('%s: calls to action lead to the price list and the start page or contact, in this language', (routeId) => {
    const { container } = renderForCompanies(routeId, locale);
    const ctas = Array.from(container.querySelectorAll('a[data-cta]'));
    // One pair in the hero, one in the closing section.
    expect(ctas).toHaveLength(4);
    const primary = PRIMARY[routeId];
    const label = primary === 'contact' ? texts.cta.contact : texts.cta.start;
    expect(ctas.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [0, 1].flatMap(() => [
        [label, pathFor(primary, locale)],
        [texts.cta.priceList, pathFor('priceList', locale)],
      ]),
    );
  });

  it('the section bar links every for-companies page and the price list; the footer the terms, personal data and contact', () => {
    renderForCompanies('advertising', locale);
    const nav = screen.getByRole('navigation', { name: texts.nav.label });
    const ids = [
      'forCompanies',
      'advertising',
      'priceList',
      'careerPages',
      'developers',
      'faq',
      'cashback',
      'advertisingRules',
      'advertisingTips',
      'startupProgram',
      'mediumAndLargeCompanies',
      'premiumArticle',
    ] as const;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(ids.map((id) => [texts.nav.items[id], pathFor(id, locale)]));
    const footer = screen.getByRole('navigation', { name: texts.footer.label });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual((['advertisingRules', 'termsAndConditionsB2b', 'gdpr', 'contact'] as const).map((id) => pathFor(id, locale)));
  });

  it('the landing links every other page of the area, and goes there', async () => {
    const { href } = renderForCompanies('forCompanies', locale);
    const explore = screen.getByRole('region', { name: texts.pages.forCompanies.explore.heading });
    const links = within(explore).getAllByRole('link');
    const others = FOR_COMPANIES_ROUTE_IDS.filter((id) => id !== 'forCompanies');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [
        'advertising',
        'priceList',
        'careerPages',
        'developers',
        'faq',
        'cashback',
        'advertisingRules',
        'advertisingTips',
        'startupProgram',
        'mediumAndLargeCompanies',
        'premiumArticle',
      ].map((id) => pathFor(id as RouteId, locale)),
    );
    expect(others.every((id) => links.some((link) => link.getAttribute('href') === pathFor(id, locale)))).toBe(true);
    // Steps of how it works, in order.
    const how = screen.getByRole('region', { name: texts.pages.forCompanies.how.heading });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(texts.pages.forCompanies.how.items.map((step) => step.title));

    fireEvent.click(within(explore).getByRole('link', { name: texts.nav.items.cashback }));
    expect(href()).toBe(pathFor('cashback', locale));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.pages.cashback.hero.title);
  });

  it('the cashback page states the rule, word for word as the FAQ answers it', () => {
    renderForCompanies('cashback', locale);
    const rule = screen.getByRole('region', { name: texts.pages.cashback.ruleHeading });
    expect(within(rule).getByText(texts.cashbackRule)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.pages.cashback.faqLink }).getAttribute('href')).toBe(`${pathFor('faq', locale)}#faq-credits`);
  });

  it('the career pages page links an example company profile', () => {
    renderForCompanies('careerPages', locale);
    expect(screen.getByRole('link', { name: texts.pages.careerPages.example.link }).getAttribute('href')).toBe('/startup/mlynek-pay');
  });

  it('the developers page sends companies to the console’s Integrations and shows the payload fields and an example', () => {
    renderForCompanies('developers', locale);
    expect(screen.getByText(new RegExp(texts.pages.developers.availability.slice(0, 40)))).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.pages.developers.consoleLink }).getAttribute('href')).toBe(
      pathFor('companyConsoleIntegrations', locale),
    );
    const payload = screen.getByRole('region', { name: texts.pages.developers.payload.heading });
    expect(
      within(payload)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['id', 'createdAt', 'updatedAt', 'status', 'job', 'candidate', 'message', 'cv', 'locale']);
    const example = within(payload).getByRole('figure', { name: texts.pages.developers.payload.exampleLabel });
    expect(() => JSON.parse(example.querySelector('code')!.textContent!.replace(/…/g, ''))).not.toThrow();
  });
});

describe('the FAQ (en)', () => {
  beforeAll(() => initForCompaniesMessages('en'));
  beforeEach(() => {
    stubPricingApi();
  });
  const faq = FOR_COMPANIES_TEXTS.en.pages.faq;

  it('groups at least 12 questions under h2 groups, every answer a hidden region', () => {
    renderForCompanies('faq', 'en');
    const groups = Object.values(faq.groups);
    for (const group of groups) {
      const section = screen.getByRole('region', { name: group.heading });
      const questions = within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(questions).toEqual(Object.values(group.items).map((item) => item.question));
    }
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(12);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    // Regions are named by their buttons; closed ones are hidden from everyone.
    expect(screen.queryAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).not.toContain(buttons[0]!.id);
  });

  it('opens and closes an answer by click and by keyboard, with aria-expanded', () => {
    renderForCompanies('faq', 'en');
    const question = faq.groups.credits.items['cashback-rule']!.question;
    const button = screen.getByRole('button', { name: question });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: question }).textContent).toBe(FOR_COMPANIES_TEXTS.en.cashbackRule);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: question })).toBeNull();

    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: ' ' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Arrow keys move between questions, across the whole group.
    const inGroup = within(screen.getByRole('region', { name: faq.groups.credits.heading })).getAllByRole('button');
    act(() => inGroup[0]!.focus());
    fireEvent.keyDown(inGroup[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(inGroup[1]);
  });

  it('opens the answer the address names (#question-id)', () => {
    renderForCompanies('faq', 'en', '#invoice');
    expect(screen.getByRole('button', { name: faq.groups.pricing.items.invoice!.question }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: faq.groups.pricing.items.prices!.question }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the campaign banner on the for-companies pages', () => {
  beforeAll(() => initForCompaniesMessages('cs'));

  it('shows a running campaign near the top, above the h1', async () => {
    stubPricingApi({ campaigns: [campaign('vanoce-2024')] });
    renderForCompanies('advertising', 'cs');
    const banner = await screen.findByTestId('campaign-banner');
    expect(within(banner).getByRole('link').getAttribute('href')).toBe(pathFor('campaignChristmas2024', 'cs'));
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(banner.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing without one', async () => {
    const { calls } = stubPricingApi({ campaigns: [campaign('vanoce-2024', { active: false, enabled: false })] });
    renderForCompanies('advertising', 'cs');
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/campaigns'))).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByTestId('campaign-banner')).toBeNull();
  });
});

describe('ForCompaniesPage', () => {
  beforeAll(() => initForCompaniesMessages('en'));

  it('shows the placeholder for a route that is not one of its pages', () => {
    render(<ForCompaniesPage routeId="contact" locale="en" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
