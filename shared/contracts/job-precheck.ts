/**
 * The pre-check of a job ad (api/CONSOLE.md, "Pre-check"): the rules of the advertising rules page
 * (`/pro-firmy/pravidla-inzerce`) a machine can check, written once. The job editor shows the
 * findings as the employer types, the submit refuses a job with an `error` finding, and the
 * moderation queue shows every finding to the reviewer. Pure: safe in the browser and in Node.
 *
 * `error` findings break a rule outright (contact details in the text, no salary range, a title
 * in capitals, a description too short to say what the work is). `warning` findings are wording a
 * person should look at (it may be fine): possible discrimination, fees for candidates, a text
 * that does not seem to be in the ad's language. They do not block the submit.
 */

export const PRECHECK_CODES = [
  'title_in_capitals',
  'email_in_text',
  'phone_in_text',
  'link_in_text',
  'salary_missing',
  'salary_from_zero',
  'description_too_short',
  'discriminatory_wording',
  'candidate_fee',
  'language_mismatch',
] as const;
export type PrecheckCode = (typeof PRECHECK_CODES)[number];
export type PrecheckSeverity = 'error' | 'warning';
export type PrecheckField = 'title' | 'description' | 'salary' | 'language';

export interface PrecheckFinding {
  code: PrecheckCode;
  field: PrecheckField;
  severity: PrecheckSeverity;
  /** What was found (`{ found: ['jobs@firma.cz'] }`) or the limit (`{ min: 300, length: 120 }`). */
  params?: Record<string, string | number | string[]>;
}

/** A finding as answers carry it (the editor's job, the moderation queue). */
export const precheckFindingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'field', 'severity'],
  properties: {
    code: { type: 'string', enum: PRECHECK_CODES },
    field: { type: 'string', enum: ['title', 'description', 'salary', 'language'] },
    severity: { type: 'string', enum: ['error', 'warning'] },
    params: { type: 'object', additionalProperties: true },
  },
} as const;

/** The parts of a job the rules read; anything else (or a draft's missing parts) is ignored. */
export interface PrecheckInput {
  title?: string | null;
  /** Sanitised HTML, as the editor sends and the API stores it. */
  description?: string | null;
  language?: 'cs' | 'en' | null;
  salary?: { min?: number | null; max?: number | null } | null;
  /** The advertising company's name: a name like "Sklárna.ai" is the company, not a link. */
  companyName?: string | null;
}

/** A description's text shorter than this (in characters, spaces collapsed) says too little about the work. */
export const DESCRIPTION_MIN_CHARS = 300;

const SEVERITY: Record<PrecheckCode, PrecheckSeverity> = {
  title_in_capitals: 'error',
  email_in_text: 'error',
  phone_in_text: 'error',
  link_in_text: 'error',
  salary_missing: 'error',
  salary_from_zero: 'error',
  description_too_short: 'error',
  discriminatory_wording: 'warning',
  candidate_fee: 'warning',
  language_mismatch: 'warning',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The visible text of the description's HTML: tags become spaces, entities their characters. */
export function descriptionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (ENTITIES[name.toLowerCase()] !== undefined) return ENTITIES[name.toLowerCase()]!;
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const unique = (values: string[]) => [...new Set(values)];

// `\b` of JavaScript knows ASCII letters only ("mladý" would never end a word): patterns are written
// with `\b` and compiled with a boundary that knows every letter.
const BOUNDARY = String.raw`(?:(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_])|(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_]))`;
const words = (source: string, flags = 'giu') => new RegExp(source.replaceAll(String.raw`\b`, BOUNDARY), flags);

// An address with a dot in its domain; "(at)"/"[at]"/" zavináč " spellings are addresses too.
const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\szavináč\s)\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;
// International (+420 777 123 456, 00420…) or nine Czech/Slovak digits in groups of three
// (777 123 456, 777-123-456, 777123456). A group next to more digits is a number of another kind
// (a salary "500 000-800 000"), so the match may not touch digits on either side.
const PHONE = /(?<!\p{N})(?<!\p{N}[ .,])(?:(?:\+|00)\d{1,3}[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{3}(?![ .,]?\p{N})/gu;
// http(s) and www addresses; bare domains on the usual endings, written in lower case (".js" and
// ".NET" name technologies, "tým.Co" is a missing space).
const WEB_ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const BARE_DOMAIN = words(
  String.raw`\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:cz|sk|com|org|eu|io|de|at|ai|dev|app|co|uk|info|biz)\b(?:\/[^\s<>"]*)?`,
  'gu',
);
// An HTML link: the rules allow none in the text (candidates apply through the form beside it).
const HREF = /<a\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+)/gi;

/** Words of 5 or more letters all in capitals (acronyms are shorter), or a title whose letters are all capitals. */
function shouting(title: string): string[] {
  const letters = [...title].filter((char) => /\p{L}/u.test(char));
  const upper = letters.filter((char) => /\p{Lu}/u.test(char));
  if (letters.length >= 6 && upper.length === letters.length) return [title.trim()];
  return unique((title.match(/[\p{L}]+/gu) ?? []).filter((word) => [...word].length >= 5 && /^\p{Lu}+$/u.test(word)));
}

// Requirements on age, gender, family or looks the work does not need ("young dynamic men"). Wording
// a reviewer reads: a hint, not a verdict.
const DISCRIMINATORY = [
  String.raw`\bmlad(?:ý|á|é|ého|ou|ých|ými|ým|ému)\b`,
  String.raw`\b(?:young|youthful)\b`,
  String.raw`\bdo\s+\d{2}\s+let\b`,
  String.raw`\b(?:věk|věku)\s+(?:do|max|maximálně|nejvýše)\b`,
  String.raw`\b(?:under|below|max(?:imum)?\.?)\s+\d{2}\s+(?:years|yrs)\b`,
  String.raw`\b(?:aged|age)\s+(?:\d{2}\s*[-–]\s*\d{2}|under|below|up to)\b`,
  String.raw`\b(?:pouze|jen|výhradně)\s+(?:muži|ženy|mužů|žen)\b`,
  String.raw`\b(?:only|exclusively)\s+(?:men|women|males|females)\b`,
  String.raw`\b(?:rodilý|rodilá)\s+(?:čech|češka)\b`,
  String.raw`\bnative\s+czech\b`,
  String.raw`\bbezdětn[áéý]\b`,
  String.raw`\bpříjemného\s+vzhledu\b`,
  String.raw`\bgood[- ]looking\b`,
].map((source) => words(source));

// Money asked of candidates for applying, interviewing or training.
const FEES = [
  String.raw`\b(?:registrační|vstupní|přihlašovací|vratn(?:ý|á))\s+(?:poplat|kauc|záloh)\p{L}*`,
  String.raw`\bpoplat\p{L}*\s+za\s+(?:přihlášk|registrac|školení|zaškolení|pohovor|kurz)\p{L}*`,
  String.raw`\b(?:zaplatíte|uhradíte|zaplatit|uhradit)\b[^.]{0,40}\b(?:školení|zaškolení|kurz|registrac\p{L}*|přihlášk\p{L}*)`,
  String.raw`\b(?:registration|application|joining|training|starter[- ]kit)\s+fee\b`,
  String.raw`\b(?:you|candidates?)\s+(?:will\s+|must\s+|need\s+to\s+)?pay\b[^.]{0,40}\b(?:training|course|registration|application)\b`,
].map((source) => words(source));

const found = (text: string, patterns: RegExp[]) => unique(patterns.flatMap((pattern) => text.match(pattern) ?? []).map((match) => match.trim()));

// Czech letters English does not use: a long Czech text has many, an English one none.
const CZECH_LETTERS = /[ěščřžýůťďňĚŠČŘŽÝŮŤĎŇ]/gu;
const LANGUAGE_SAMPLE_MIN = 200;

function languageMismatch(text: string, language: 'cs' | 'en'): boolean {
  if (text.length < LANGUAGE_SAMPLE_MIN) return false;
  const czech = (text.match(CZECH_LETTERS) ?? []).length / text.length;
  // Czech prose has ~3-5 % of these letters; an English text quoting a Czech name, well under 0.5 %.
  return language === 'cs' ? czech < 0.005 : czech > 0.015;
}

/** Every finding of the advertising rules on `input`, in the order of PRECHECK_CODES. */
export function precheckJob(input: PrecheckInput): PrecheckFinding[] {
  const findings: PrecheckFinding[] = [];
  const add = (code: PrecheckCode, field: PrecheckField, params?: PrecheckFinding['params']) =>
    findings.push({ code, field, severity: SEVERITY[code], ...(params ? { params } : {}) });

  const title = (input.title ?? '').trim();
  const html = input.description ?? '';
  const text = descriptionText(html);
  const hrefs = [...html.matchAll(HREF)].map((match) => match[1]!);
  // Title and description: the rules speak of "the text of an ad".
  const both = `${title} \n ${text}`;

  const capitals = shouting(title);
  if (capitals.length > 0) add('title_in_capitals', 'title', { found: capitals });

  const emails = unique([...found(both, [EMAIL]), ...hrefs.filter((href) => /^mailto:/i.test(href)).map((href) => href.replace(/^mailto:/i, ''))]);
  if (emails.length > 0) add('email_in_text', fieldOf(title, emails), { found: emails });
  const phones = found(both, [PHONE]);
  if (phones.length > 0) add('phone_in_text', fieldOf(title, phones), { found: phones });
  // An address's domain is part of the e-mail finding, not a link of its own.
  const companyName = input.companyName?.trim();
  const withoutName = companyName ? both.split(companyName).join(' ') : both;
  const links = unique([...found(withoutName.replace(EMAIL, ' '), [WEB_ADDRESS, BARE_DOMAIN]), ...hrefs.filter((href) => !/^mailto:/i.test(href))]);
  if (links.length > 0) add('link_in_text', fieldOf(title, links), { found: links });

  const salary = input.salary;
  const min = salary?.min ?? null;
  const max = salary?.max ?? null;
  if (min === null || max === null) add('salary_missing', 'salary');
  else if (min === 0) add('salary_from_zero', 'salary');

  const length = [...text].length;
  if (length < DESCRIPTION_MIN_CHARS) add('description_too_short', 'description', { min: DESCRIPTION_MIN_CHARS, length });

  const discriminatory = found(both, DISCRIMINATORY);
  if (discriminatory.length > 0) add('discriminatory_wording', fieldOf(title, discriminatory), { found: discriminatory });
  const fees = found(both, FEES);
  if (fees.length > 0) add('candidate_fee', 'description', { found: fees });
  if (input.language && languageMismatch(text, input.language)) add('language_mismatch', 'language', { language: input.language });

  return findings;
}

/** `title` when something found is in the title, else `description`. */
function fieldOf(title: string, matches: string[]): PrecheckField {
  return matches.some((match) => title.includes(match)) ? 'title' : 'description';
}

/** True when no finding blocks the submit (warnings are the reviewer's to weigh). */
export const precheckPasses = (findings: readonly PrecheckFinding[]) => findings.every((finding) => finding.severity !== 'error');
