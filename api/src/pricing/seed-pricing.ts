// Server-only: the starting price list (prices in whole CZK and EUR excluding VAT; EUR at about
// 25 CZK, rounded to a price point). Seeded item by item with `on conflict do nothing`, so a
// product owner's later changes stay and items added here later still arrive. Texts promise only what
// the site does or what we arrange by hand (issue 23): no plan brings priority placement, statistics or
// a newsletter, which nothing builds; a database seeded before keeps its texts until edited in the back office.
import type { Queryable } from '../db/db';
import type { Addon, CreditPackage, Plan } from './price-list';

export const SEED_PLANS: Plan[] = [
  {
    code: 'start',
    name: { cs: 'Start', en: 'Start' },
    summary: {
      cs: 'Jedna pozice na 30 dní pro startup, který nabírá prvního člověka do týmu.',
      en: 'One job for 30 days, for a startup hiring its first team member.',
    },
    features: {
      cs: ['1 aktivní inzerát', 'Zveřejnění na 30 dní', 'Profil firmy s logem a fotkami', 'Odpovědi uchazečů e-mailem'],
      en: ['1 active job ad', 'Published for 30 days', 'Company profile with logo and photos', 'Applications by e-mail'],
    },
    priceCzk: 4900,
    priceEur: 199,
    listingDays: 30,
    jobSlots: 1,
    highlighted: false,
  },
  {
    code: 'standard',
    name: { cs: 'Standard', en: 'Standard' },
    summary: {
      cs: 'Tři souběžné pozice: nejčastější volba rostoucích týmů.',
      en: 'Three jobs at once: the usual choice of growing teams.',
    },
    features: {
      cs: [
        '3 aktivní inzeráty',
        'Zveřejnění na 30 dní',
        'Profil firmy s logem a fotkami',
        'Odpovědi uchazečů e-mailem',
        'Inzeráty spravujete i s kolegy',
      ],
      en: [
        '3 active job ads',
        'Published for 30 days',
        'Company profile with logo and photos',
        'Applications by e-mail',
        'Colleagues manage the jobs with you',
      ],
    },
    priceCzk: 11900,
    priceEur: 479,
    listingDays: 30,
    jobSlots: 3,
    highlighted: true,
  },
  {
    code: 'premium',
    name: { cs: 'Premium', en: 'Premium' },
    summary: {
      cs: 'Deset pozic, kariérní stránka a článek o vaší firmě pro ty, kdo nabírají ve velkém.',
      en: 'Ten jobs, a career page and an article about your company for teams hiring at scale.',
    },
    features: {
      cs: [
        '10 aktivních inzerátů',
        'Zveřejnění na 30 dní',
        '2× HotJobs v ceně',
        'Kariérní stránka na Raketě',
        'Premium článek o firmě',
        'Osobní konzultant',
      ],
      en: [
        '10 active job ads',
        'Published for 30 days',
        '2× HotJobs included',
        'Career page on Raketa',
        'Premium article about your company',
        'A personal account manager',
      ],
    },
    priceCzk: 29900,
    priceEur: 1199,
    listingDays: 30,
    jobSlots: 10,
    highlighted: false,
  },
];

export const SEED_ADDONS: Addon[] = [
  {
    code: 'hotjobs',
    name: { cs: 'HotJobs', en: 'HotJobs' },
    description: {
      cs: 'Výrazný štítek HOT, který inzerát odliší ve výpisu i na jeho stránce.',
      en: 'A prominent HOT label that sets your job apart in the list and on its page.',
    },
    priceCzk: 1990,
    priceEur: 79,
  },
  {
    code: 'copywriting',
    name: { cs: 'Copywriting inzerátu', en: 'Job ad copywriting' },
    description: {
      cs: 'Náš redaktor s vámi probere pozici a napíše inzerát, na který odpoví ti správní lidé, česky i anglicky.',
      en: 'Our editor talks the role through with you and writes an ad the right people answer, in Czech and English.',
    },
    priceCzk: 2490,
    priceEur: 99,
  },
  {
    code: 'social-boost',
    name: { cs: 'Social boost', en: 'Social boost' },
    description: {
      cs: 'Placená propagace inzerátu na LinkedInu, Instagramu a Facebooku cílená na obor a lokalitu pozice.',
      en: 'Paid promotion of your job on LinkedIn, Instagram and Facebook, targeted at the role’s field and location.',
    },
    priceCzk: 3490,
    priceEur: 139,
  },
  {
    code: 'extended-listing',
    name: { cs: 'Prodloužení o 30 dní', en: '30-day extension' },
    description: {
      cs: 'Inzerát zůstane zveřejněný o dalších 30 dní, se všemi odpověďmi na jednom místě.',
      en: 'Keeps your job published for another 30 days, with every application in one place.',
    },
    priceCzk: 1490,
    priceEur: 59,
  },
];

/** One credit is worth 1 CZK of any order; a larger package adds more bonus credits. */
export const SEED_CREDIT_PACKAGES: CreditPackage[] = [
  { code: 'credits-10000', credits: 10000, priceCzk: 10000, priceEur: 400, bonusPercent: 5 },
  { code: 'credits-25000', credits: 25000, priceCzk: 25000, priceEur: 1000, bonusPercent: 10 },
  { code: 'credits-50000', credits: 50000, priceCzk: 50000, priceEur: 2000, bonusPercent: 15 },
  { code: 'credits-100000', credits: 100000, priceCzk: 100000, priceEur: 4000, bonusPercent: 20 },
];

export async function seedPricing(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into price_plans (code, position, name_cs, name_en, summary_cs, summary_en, features_cs, features_en,
       price_czk, price_eur, listing_days, job_slots, highlighted)
     select r.code, r.position, r.name->>'cs', r.name->>'en', r.summary->>'cs', r.summary->>'en',
       array(select jsonb_array_elements_text(r.features->'cs')), array(select jsonb_array_elements_text(r.features->'en')),
       r."priceCzk", r."priceEur", r."listingDays", r."jobSlots", r.highlighted
     from jsonb_to_recordset($1::jsonb) as r(code text, position int, name jsonb, summary jsonb, features jsonb,
       "priceCzk" int, "priceEur" int, "listingDays" int, "jobSlots" int, highlighted boolean)
     on conflict (code) do nothing`,
    [JSON.stringify(SEED_PLANS.map((plan, index) => ({ ...plan, position: (index + 1) * 10 })))],
  );
  await tx.query(
    `insert into price_addons (code, position, name_cs, name_en, description_cs, description_en, price_czk, price_eur)
     select r.code, r.position, r.name->>'cs', r.name->>'en', r.description->>'cs', r.description->>'en', r."priceCzk", r."priceEur"
     from jsonb_to_recordset($1::jsonb) as r(code text, position int, name jsonb, description jsonb, "priceCzk" int, "priceEur" int)
     on conflict (code) do nothing`,
    [JSON.stringify(SEED_ADDONS.map((addon, index) => ({ ...addon, position: (index + 1) * 10 })))],
  );
  await tx.query(
    `insert into credit_packages (code, position, credits, price_czk, price_eur, bonus_percent)
     select r.code, r.position, r.credits, r."priceCzk", r."priceEur", r."bonusPercent"
     from jsonb_to_recordset($1::jsonb) as r(code text, position int, credits int, "priceCzk" int, "priceEur" int, "bonusPercent" int)
     on conflict (code) do nothing`,
    [JSON.stringify(SEED_CREDIT_PACKAGES.map((pack, index) => ({ ...pack, position: (index + 1) * 10 })))],
  );
}
