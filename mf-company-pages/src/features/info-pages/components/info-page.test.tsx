import { LOCALE_COOKIE, pathFor, VIEWPORT_COOKIE_NAME, type LocaleCode } from '@raketa/shared';
import { renderInRouter } from '@raketa/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { COMPANY_PAGES_MESSAGES, initCompanyPagesMessages } from '../../../testing/info-pages-testing';
import { INFO_ROUTE_IDS, type InfoRouteId } from '../lib/info-content';
import { InfoPage } from './info-page';

const renderPage = (routeId: InfoRouteId, locale: LocaleCode) =>
  renderInRouter(<InfoPage routeId={routeId} locale={locale} />, pathFor(routeId, locale));

describe.each(['cs', 'en'] as const)('InfoPage in %s', (locale) => {
  const messages = COMPANY_PAGES_MESSAGES[locale];
  beforeAll(() => initCompanyPagesMessages(locale));

  it.each(INFO_ROUTE_IDS)('%s renders its one h1 and every section, with the operator’s details filled in', (routeId) => {
    const { container } = renderPage(routeId, locale);
    const document = messages.info.pages[routeId];
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([document.title]);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const section of Object.values(document.sections)) expect(sections.some((heading) => heading?.endsWith(section.heading))).toBe(true);
    expect(container.textContent).not.toContain('{{');
  });

  it('lists exactly the five cookies the site sets', () => {
    renderPage('cookies', locale);
    const table = screen.getByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['raketa_session', 'raketa_csrf', 'raketa_social', LOCALE_COOKIE, VIEWPORT_COOKIE_NAME]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  });

  it('does not number a page that is not a legal document', () => {
    renderPage('about', locale);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: messages.info.pages.about.sections.story.heading })).toBeTruthy();
  });

  it('numbers a legal document and links its contents to its sections', () => {
    renderPage('termsAndConditionsB2b', locale);
    const contents = screen.getByRole('navigation', { name: messages.info.contents });
    const { introduction, listings } = messages.info.pages.termsAndConditionsB2b.sections;
    expect(within(contents).getByRole('link', { name: introduction.heading }).getAttribute('href')).toBe('#rk-info-introduction');
    expect(screen.getByRole('heading', { level: 2, name: `1. ${introduction.heading}` }).id).toBe('rk-info-introduction');
    expect(screen.getByRole('heading', { level: 2, name: `4. ${listings.heading}` }).id).toBe('rk-info-listings');
    const plain = introduction.paragraphs[1]!;
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `1.2 ${plain}`)).toBeTruthy();
  });

  it('links other parts of the site in its own language, and mails the operator', () => {
    renderPage('gdpr', locale);
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === pathFor('profile', locale))).toBe(true);
    expect(screen.getAllByRole('link', { name: messages.info.operator.privacyEmail })[0]!.getAttribute('href')).toBe(
      `mailto:${messages.info.operator.privacyEmail}`,
    );
    expect(screen.getAllByText(new RegExp(messages.info.operator.companyId)).length).toBeGreaterThan(0);
  });

  it('shows the call to action of a campaign-style page as links to jobs and tests', () => {
    renderPage('moveForward', locale);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([pathFor('jobList', locale), pathFor('testList', locale), pathFor('startupEdu', locale)]));
  });

  it('presents candidate stories as illustrative, by first name only', () => {
    renderPage('candidateReferences', locale);
    const section = messages.info.pages.candidateReferences.sections.stories;
    expect(screen.getByText(section.note)).toBeTruthy();
    for (const story of section.stories) {
      expect(story.name).not.toContain(' ');
      expect(screen.getByText(story.quote)).toBeTruthy();
    }
  });
});

describe('InfoPage without its document', () => {
  beforeAll(() => initCompanyPagesMessages('en'));
  afterEach(() => jest.restoreAllMocks());

  it('throws to the remote’s error boundary (which offers a retry) instead of showing message keys', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<InfoPage routeId="contact" locale="en" />)).toThrow('The information page contact has no content');
  });
});
