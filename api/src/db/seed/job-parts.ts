// Server-only seed material: the hand-written phrases job descriptions are assembled from, per
// language (a job is written in one language). Placeholders: {company}, {title}, {places}.
import type { JobLanguage, Seniority, WorkMode } from '@raketa/shared/jobs';

type PerLanguage<T> = Record<JobLanguage, T>;

export const HEADINGS: PerLanguage<{ duties: string; skills: string; offer: string; where: string }> = {
  cs: { duties: 'Co tě čeká', skills: 'Co od tebe očekáváme', offer: 'Co nabízíme', where: 'Kde a jak' },
  en: { duties: 'What you will do', skills: 'What we are looking for', offer: 'What we offer', where: 'Where and how' },
};

export const INTROS: PerLanguage<string[]> = {
  cs: [
    '{company} hledá do týmu novou posilu na pozici {title}.',
    'Rosteme a hledáme kolegu nebo kolegyni na pozici {title}.',
    'Do našeho týmu hledáme člověka na pozici {title}, který chce mít na produkt skutečný vliv.',
    'Přidej se k nám na pozici {title} a pomoz nám posunout {company} o kus dál.',
  ],
  en: [
    '{company} is looking for a {title} to join the team.',
    'We are growing and looking for a {title}.',
    'We are hiring a {title} who wants real influence on the product.',
    'Join us as a {title} and help take {company} to the next level.',
  ],
};

export const EXPERIENCE: PerLanguage<Record<Seniority, string[]>> = {
  cs: {
    junior: ['první praxe nebo vlastní projekty, na kterých je vidět, co umíš', 'chuť učit se; zkušeného mentora ti dáme'],
    medior: ['alespoň dva roky praxe na podobné pozici', 'samostatnost a schopnost dotáhnout věci do konce'],
    senior: ['pět a více let praxe a zkušenost s vedením méně zkušených kolegů', 'schopnost rozhodovat v nejistotě a vysvětlit proč'],
  },
  en: {
    junior: ['some first experience or side projects that show what you can do', 'eagerness to learn; you will have an experienced mentor'],
    medior: ['at least two years in a similar role', 'independence and the habit of finishing what you start'],
    senior: ['five or more years of experience, including mentoring others', 'sound judgement under uncertainty and the ability to explain it'],
  },
};

export const LANGUAGE_SKILL: PerLanguage<string[]> = {
  cs: ['komunikativní angličtina, alespoň pro čtení dokumentace', 'dobrá čeština nebo slovenština a základní angličtina'],
  en: ['fluent English; Czech or German is a plus', 'good written and spoken English'],
};

/**
 * What the role itself offers, under the description's "What we offer". Not the job's benefits:
 * the job page lists those on their own (issue 22: the same list twice before).
 */
export const OFFER_TEXT: PerLanguage<string[]> = {
  cs: [
    'práci na produktu, který denně používají tisíce lidí',
    'malý tým bez zbytečné byrokracie',
    'prostor rozhodovat o tom, jak věci uděláme',
    'pravidelnou zpětnou vazbu a jasný plán dalšího růstu',
    'otevřené a férové odměňování',
    'kolegy, od kterých se máš co učit',
  ],
  en: [
    'work on a product thousands of people use every day',
    'a small team without needless bureaucracy',
    'a real say in how we build things',
    'regular feedback and a clear plan for your growth',
    'open and fair pay',
    'colleagues you can learn from',
  ],
};

export const WORK_MODE_TEXT: PerLanguage<Record<WorkMode, string>> = {
  cs: {
    onsite: 'Pracujeme spolu v kanceláři ({places}).',
    hybrid: 'Hybridní režim: část týdne v kanceláři ({places}), zbytek z domova.',
    remote: 'Plně na dálku; do kanceláře ({places}) přijedeš, kdy budeš chtít.',
  },
  en: {
    onsite: 'We work together in the office ({places}).',
    hybrid: 'Hybrid: part of the week in the office ({places}), the rest from home.',
    remote: 'Fully remote; drop by the office ({places}) whenever you like.',
  },
};

export const SALARY_TEXT: PerLanguage<{ label: string; month: string; year: string; hour: string }> = {
  cs: { label: 'Mzda', month: 'měsíčně', year: 'ročně', hour: 'za hodinu' },
  en: { label: 'Salary', month: 'per month', year: 'per year', hour: 'per hour' },
};

export const JOB_TYPE_TEXT: PerLanguage<Record<'part-time' | 'contract' | 'internship', string>> = {
  cs: {
    'part-time': 'Jde o částečný úvazek, zhruba 20–30 hodin týdně.',
    contract: 'Spolupráce na živnostenský list nebo fakturaci přes firmu.',
    internship: 'Jde o placenou stáž na 3–6 měsíců s možností nástupu na plný úvazek.',
  },
  en: {
    'part-time': 'This is a part-time role of about 20–30 hours a week.',
    contract: 'This is a contract role, invoiced as a freelancer or through your company.',
    internship: 'This is a paid internship of 3–6 months, with the option to stay on full-time.',
  },
};

export const CLOSINGS: PerLanguage<string[]> = {
  cs: ['Pošli nám životopis a pár vět o sobě. Ozveme se do týdne.', 'Nemusíš splňovat všechno. Pokud tě pozice láká, ozvi se.'],
  en: [
    'Send us your CV and a few lines about yourself. We reply within a week.',
    'You do not need to tick every box. If the role excites you, apply.',
  ],
};

/** Seniority in titles: Czech adjectives (indeclinable loanword or proper adjective), English words. */
export const SENIORITY_PREFIX: PerLanguage<Record<Seniority, string[]>> = {
  cs: { junior: ['Junior', 'Juniorní'], medior: [''], senior: ['Senior', 'Seniorní'] },
  en: { junior: ['Junior'], medior: ['', 'Mid-level'], senior: ['Senior'] },
};

export const INTERNSHIP_TITLE: PerLanguage<string> = { cs: '{title} – stáž', en: '{title} Intern' };
