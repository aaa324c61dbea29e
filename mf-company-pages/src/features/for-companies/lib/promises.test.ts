/**
 * The for-companies pages promise only what the site does (issue 23): what a company now does itself
 * in its console (profile, photos, benefits, technologies, renewing a job) is not described as
 * something to e-mail us for; no discount is "set on the company account", which has none; no plan
 * brings TOP (nothing sets it from a plan) and HOT is a label, not a place on the home page; a
 * rejected ad frees its slot rather than being refunded in credits; a salary range is required; an
 * ad has one language (shown on both sites), and a campaign's code is not typed into any order form.
 */
import { RESPONSE_RATE_ANSWER_DAYS, RESPONSE_RATE_MIN_APPLICATIONS, RESPONSE_RATE_WINDOW_DAYS } from '@raketa/shared/contracts';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';

const pages = { cs: cs.forCompanies.pages, en: en.forCompanies.pages };
const campaigns = { cs: cs.campaigns, en: en.campaigns };
const CONSOLE = { cs: /správě firmy|Moje firma/, en: /company console|My company/ };

describe.each(['cs', 'en'] as const)('for-companies texts in %s', (locale) => {
  const page = pages[locale];

  it('send a company to its console for what it does there', () => {
    for (const text of [
      page.faq.groups.profile.items['profile-edit'].answer,
      page.faq.groups.ads.items['listing-length'].answer,
      page.careerPages.includes.items[1]!.text,
      page.careerPages.includes.items[2]!.text,
      page.careerPages.how.items[1]!.text,
    ])
      expect(text).toMatch(CONSOLE[locale]);
  });

  it('tie TOP to no plan, put HOT on no home page, refund no credits, and require a salary range', () => {
    const all = JSON.stringify(page);
    expect(all).not.toMatch(
      locale === 'cs' ? /součástí vyšších tarifů|titulní stránku|celou částku v kreditech/ : /with the higher plans|home page|full amount as credits/,
    );
    expect(page.advertisingRules.rules.items[5]!.title).toMatch(
      locale === 'cs' ? /Každý inzerát uvádí mzdové rozpětí/ : /Every ad states a salary range/,
    );
  });

  it('give an ad one language and send a campaign code to us rather than into an order form', () => {
    expect(page.advertising.includes.items[0]).not.toMatch(locale === 'cs' ? /v obou jazycích/ : /or both/);
    expect(page.forCompanies.why.items[1]!.text).not.toMatch(locale === 'cs' ? /českou i anglickou verzi/ : /a Czech and an English version/);
    expect(campaigns[locale].code.hint).toMatch(CONSOLE[locale]);
  });

  it('ask no e-mail for photos or benefits and set nothing on the account', () => {
    const all = JSON.stringify(page);
    expect(all).not.toMatch(
      locale === 'cs'
        ? /poslat e-mailem|doplníme za vás|na váš firemní účet/
        : /e-mail us the list|add them to your profile for you|on your company account/,
    );
  });
});

describe.each(['cs', 'en'] as const)('the response rate answer in %s', (locale) => {
  // The job pages link to this answer by its id (mf-jobs components/response-rate.tsx).
  it('explains the rate with the constants the API computes it by', () => {
    const { answer } = pages[locale].faq.groups.applications.items['response-rate'];
    for (const days of [RESPONSE_RATE_ANSWER_DAYS, RESPONSE_RATE_WINDOW_DAYS, RESPONSE_RATE_MIN_APPLICATIONS]) expect(answer).toContain(`${days} `);
    expect(answer).toMatch(locale === 'cs' ? /„zobrazeno“.*zpráva/ : /“seen”.*message/);
  });
});

describe.each(['cs', 'en'] as const)('the cashback texts in %s', (locale) => {
  // Claims are made in the console (api/APPLICANTS.md, "Cashback"), not by writing to us.
  it('send a company to its console to claim, with the rejection reason the claim needs', () => {
    const { cashback, faq } = pages[locale];
    const answer = faq.groups.credits.items['cashback-request'].answer;
    for (const text of [cashback.howTo.items[0]!, answer]) expect(text).toMatch(CONSOLE[locale]);
    expect(JSON.stringify([cashback.howTo, answer])).not.toMatch(locale === 'cs' ? /kontaktní formulář/ : /contact form/);
    const reason = (locale === 'cs' ? cs : en).console.applicants.reasons.not_relevant;
    expect(cashback.howTo.items[1]).toContain(reason);
  });
});
