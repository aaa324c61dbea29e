/**
 * The information pages are documents kept in this remote's messages (`companyPages:info.pages.*`),
 * one per route id, so their copy is edited without touching code. Each is checked against
 * `InfoDocument` (a test checks both languages; the page checks what it renders).
 */
import type { RouteId } from '@raketa/shared';
import { array, enums, is, nonempty, object, optional, pattern, record, refine, string, type Infer } from 'superstruct';

/** The information pages `InfoPage` renders (the contact page has its own component). */
export const INFO_ROUTE_IDS = [
  'gdpr',
  'cookies',
  'termsAndConditions',
  'termsAndConditionsB2b',
  'about',
  'whatIsStartup',
  'forMedia',
  'moveForward',
  'moveYourselfForward',
  'newVisualIdentity',
  'candidateReferences',
  'successfulCandidates',
] as const satisfies readonly RouteId[];
export type InfoRouteId = (typeof INFO_ROUTE_IDS)[number];

export const isInfoRouteId = (id: string): id is InfoRouteId => (INFO_ROUTE_IDS as readonly string[]).includes(id);

/** Legal documents: their sections and paragraphs carry numbers (1., 1.1) one can refer to, and a table of contents. */
export const NUMBERED_DOCUMENTS: readonly InfoRouteId[] = ['gdpr', 'termsAndConditions', 'termsAndConditionsB2b'];

/** Pages a document may link to: only routes without parameters, so a link needs nothing but its locale. */
export const LINKABLE_ROUTES = [
  'jobList',
  'companyList',
  'profile',
  'newsletterSettings',
  'testList',
  'startupEdu',
  'futures',
  'startupTalk',
  'forCompanies',
  'priceList',
  'advertisingRules',
  'cashback',
  'employerStart',
  ...INFO_ROUTE_IDS,
  'contact',
] as const satisfies readonly RouteId[];

const text = nonempty(string());
const InfoLink = object({ to: enums(LINKABLE_ROUTES), label: text });
const Fact = object({ term: text, detail: text });
const MailContact = object({ label: text, email: text });
const Story = object({ name: text, role: text, quote: text, story: text });
/** A colour of the visual identity; `value` is painted as a sample, so only a hex colour passes. */
const Swatch = object({ name: text, value: pattern(string(), /^#[0-9a-f]{6}$/i), usage: text });
/** A table: every row has one cell per column (checked by `isInfoDocument`). */
const Table = object({ caption: text, columns: nonempty(array(text)), rows: nonempty(array(nonempty(array(text)))) });

const Section = object({
  heading: text,
  paragraphs: optional(array(text)),
  items: optional(array(text)),
  facts: optional(array(Fact)),
  table: optional(Table),
  contacts: optional(array(MailContact)),
  stories: optional(array(Story)),
  swatches: optional(array(Swatch)),
  links: optional(array(InfoLink)),
  note: optional(text),
});

/**
 * Sections by key, in reading order. The key names the section's anchor (`#rk-info-rights`), the same
 * in both languages, so a link to a part of the terms works on either site.
 */
const Sections = refine(record(pattern(string(), /^[a-z][a-zA-Z0-9]*$/), Section), 'sections', (value) => Object.keys(value).length > 0);

export const InfoDocument = object({
  eyebrow: optional(text),
  title: text,
  lead: text,
  /** "In force from …" of legal documents. */
  updated: optional(text),
  actions: optional(array(InfoLink)),
  sections: Sections,
  closing: optional(object({ heading: text, text: text, actions: nonempty(array(InfoLink)) })),
});

export type InfoDocument = Infer<typeof InfoDocument>;
export type InfoSection = Infer<typeof Section>;
export type InfoLink = Infer<typeof InfoLink>;
export type InfoTable = Infer<typeof Table>;

export function isInfoDocument(value: unknown): value is InfoDocument {
  if (!is(value, InfoDocument)) return false;
  return Object.values(value.sections).every(
    (section) => !section.table || section.table.rows.every((row) => row.length === section.table!.columns.length),
  );
}
