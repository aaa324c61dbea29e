/**
 * The shape of the for-companies pages' texts (locale key `forCompanies`): long content lives in the
 * locale files as structured objects, read with `t(key, { returnObjects: true })`. The structs are the
 * one description of that shape; a test checks both languages against them.
 */
import { array, nonempty, object, record, string, type Infer } from 'superstruct';
import { NAV_KEYS, type NavKey } from '../../../lib/for-companies-nav-keys';

const text = () => nonempty(string());
const texts = () => nonempty(array(text()));

const Card = object({ title: text(), text: text() });
const Cards = nonempty(array(Card));
const Hero = object({ eyebrow: text(), title: text(), lead: text() });
const Closing = object({ heading: text(), text: text() });
const CardSection = object({ heading: text(), items: Cards });
const ListSection = object({ heading: text(), items: texts() });
const LedCardSection = object({ heading: text(), lead: text(), items: Cards });

const labels = <K extends string>(keys: readonly K[]) =>
  object(Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>);

/** The pages the landing's "explore" grid links to: every for-companies page but itself. */
export const EXPLORE_KEYS = NAV_KEYS.filter((key): key is Exclude<NavKey, 'forCompanies'> => key !== 'forCompanies');

const FaqItem = object({ question: text(), answer: text() });
const FaqGroup = object({ heading: text(), items: record(string(), FaqItem) });
export const FAQ_GROUPS = ['ads', 'pricing', 'credits', 'profile', 'applications'] as const;

export const ForCompaniesMessages = object({
  nav: object({ label: text(), items: labels(NAV_KEYS) }),
  cta: object({ priceList: text(), start: text(), contact: text() }),
  footer: object({ label: text(), note: text(), b2bTerms: text(), gdpr: text(), contact: text(), rules: text() }),
  /** The credit-back rule, stated once; the FAQ's cashback answer repeats it word for word (tested). */
  cashbackRule: text(),
  pages: object({
    forCompanies: object({
      hero: Hero,
      why: CardSection,
      how: LedCardSection,
      explore: object({ heading: text(), lead: text(), items: labels(EXPLORE_KEYS) }),
      closing: Closing,
    }),
    advertising: object({
      hero: Hero,
      includes: object({ heading: text(), lead: text(), items: texts() }),
      reach: CardSection,
      visibility: object({ heading: text(), lead: text(), top: Card, hot: Card, note: text() }),
      brand: object({ heading: text(), lead: text(), careerPages: Card, premiumArticle: Card, socialBoost: Card }),
      approval: object({ heading: text(), paragraphs: texts(), rulesLink: text() }),
      closing: Closing,
    }),
    developers: object({
      hero: Hero,
      availability: text(),
      /** The link to the console's Integrations section, where tokens and webhooks are set up. */
      consoleLink: text(),
      options: object({ heading: text(), webhook: Card, pull: Card }),
      webhook: object({ heading: text(), paragraphs: texts(), verifyHeading: text(), verify: texts() }),
      payload: object({
        heading: text(),
        lead: text(),
        /** What each field of an application means, keyed by the field's name. */
        fields: record(string(), text()),
        exampleLabel: text(),
        example: text(),
      }),
      token: object({ heading: text(), paragraphs: texts(), steps: texts() }),
      security: ListSection,
      closing: Closing,
    }),
    faq: object({
      hero: Hero,
      groups: object(Object.fromEntries(FAQ_GROUPS.map((group) => [group, FaqGroup])) as Record<(typeof FAQ_GROUPS)[number], typeof FaqGroup>),
      closing: Closing,
    }),
    cashback: object({
      hero: Hero,
      ruleHeading: text(),
      conditions: ListSection,
      example: object({ heading: text(), paragraphs: texts() }),
      howTo: ListSection,
      excluded: ListSection,
      faqLink: text(),
      closing: Closing,
    }),
    careerPages: object({
      hero: Hero,
      includes: CardSection,
      example: object({ heading: text(), text: text(), link: text() }),
      how: CardSection,
      tips: ListSection,
      closing: Closing,
    }),
    advertisingRules: object({
      hero: Hero,
      rules: CardSection,
      rejected: object({ heading: text(), lead: text(), items: texts() }),
      afterRejection: object({ heading: text(), paragraphs: texts() }),
      tipsLink: text(),
      closing: Closing,
    }),
    advertisingTips: object({
      hero: Hero,
      tips: CardSection,
      checklist: ListSection,
      rulesLink: text(),
      closing: Closing,
    }),
    startupProgram: object({
      hero: Hero,
      offer: CardSection,
      conditions: ListSection,
      apply: ListSection,
      note: text(),
      closing: Closing,
    }),
    mediumAndLargeCompanies: object({
      hero: Hero,
      offer: CardSection,
      how: CardSection,
      closing: Closing,
    }),
    premiumArticle: object({
      hero: Hero,
      includes: CardSection,
      process: CardSection,
      topics: object({ heading: text(), lead: text(), items: texts() }),
      standards: ListSection,
      closing: Closing,
    }),
  }),
});

export type ForCompaniesContent = Infer<typeof ForCompaniesMessages>;
export type PageContent<K extends keyof ForCompaniesContent['pages']> = ForCompaniesContent['pages'][K];
export type CardContent = Infer<typeof Card>;
export type HeroContent = Infer<typeof Hero>;
export type ClosingContent = Infer<typeof Closing>;
