// Server-only: the four campaigns of the route table (its `campaign` slugs), all switched off and
// without a time window: their pages redirect to the price list until a product owner switches
// one on. Seeded with `on conflict do nothing`, so a switch made at runtime is never reset.
import type { Queryable } from '../db/db';
import type { CampaignOffer } from './campaigns';

export const SEED_CAMPAIGNS: { slug: string; offer: CampaignOffer }[] = [
  {
    slug: 'vanoce-2024',
    offer: {
      title: { cs: 'Vánoční nadílka pro náboráře: −25 % na všechny balíčky', en: 'A Christmas gift for recruiters: 25% off every plan' },
      text: {
        cs: 'Naplánujte lednový nábor už teď. Objednejte do Štědrého dne libovolný balíček a zaplatíte o čtvrtinu méně; inzeráty zveřejníme, kdy budete chtít, až do konce února.',
        en: 'Plan your January hiring now. Order any plan by Christmas Eve for a quarter less; we publish your jobs whenever you like until the end of February.',
      },
      discountPercent: 25,
      code: 'VANOCE24',
    },
  },
  {
    slug: 'narozeniny-2024',
    offer: {
      title: { cs: 'Slavíme narozeniny: Premium o 30 % levněji', en: 'It’s our birthday: Premium 30% off' },
      text: {
        cs: 'Raketa má narozeniny a dárky rozdáváme my. Premium s deseti inzeráty, kariérní stránkou a článkem o vaší firmě teď pořídíte o 30 % levněji.',
        en: 'Raketa has a birthday and we are the ones giving presents: Premium with ten jobs, a career page and an article about your company is now 30% off.',
      },
      discountPercent: 30,
      code: 'NAROZENINY24',
    },
  },
  {
    slug: 'velikonoce-2024',
    offer: {
      title: { cs: 'Velikonoční pomlázka cen: −20 % a HotJobs zdarma', en: 'An Easter shake-up: 20% off and HotJobs free' },
      text: {
        cs: 'Jarní nábor začíná. Ke každému balíčku objednanému přes Velikonoce přidáme HotJobs zdarma a celkovou cenu snížíme o 20 %.',
        en: 'Spring hiring is starting. Every plan ordered over Easter gets HotJobs for free and 20% off the total.',
      },
      discountPercent: 20,
      code: 'VELIKONOCE24',
    },
  },
  {
    slug: 'blacksharkday-2024',
    offer: {
      title: { cs: 'Black Shark Day: −40 % jen na 48 hodin', en: 'Black Shark Day: 40% off for 48 hours only' },
      text: {
        cs: 'Naše největší sleva roku. Kredity i balíčky o 40 % levněji, kredity můžete využít celý příští rok.',
        en: 'Our biggest discount of the year: plans and credits 40% off, and the credits last all of next year.',
      },
      discountPercent: 40,
      code: 'BLACKSHARK24',
    },
  },
];

export async function seedCampaigns(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into campaigns (slug, enabled, offer)
     select r.slug, false, r.offer from jsonb_to_recordset($1::jsonb) as r(slug text, offer jsonb)
     on conflict (slug) do nothing`,
    [JSON.stringify(SEED_CAMPAIGNS)],
  );
}
