// Server-only: the StartupTalk episodes seeded into an empty database (guests are fictional).
import type { EpisodeInput } from './episodes';

export const SEED_EPISODES: EpisodeInput[] = [
  {
    slug: 'from-garage-to-series-a',
    title: { cs: 'Z garáže do série A', en: 'From a garage to Series A' },
    guest: 'Tereza Horáková, spoluzakladatelka Flotily',
    publishedOn: '2025-01-14',
    summary: {
      cs: 'Jak tým čtyř lidí postavil software pro správu firemních aut, proč první investor řekl ne a co rozhodlo o úspěšném kole.',
      en: 'How a team of four built fleet-management software, why the first investor said no and what made the funding round succeed.',
    },
    url: 'https://open.spotify.com/show/startuptalk-raketa/episode/from-garage-to-series-a',
  },
  {
    slug: 'hiring-the-first-ten',
    title: { cs: 'Prvních deset lidí', en: 'Hiring the first ten' },
    guest: 'Martin Dvořák, CTO Kvasu',
    publishedOn: '2025-02-11',
    summary: {
      cs: 'Koho nabrat jako prvního, proč na začátku nefungují pohovory z korporací a jak si udržet kulturu, když se tým zdvojnásobí.',
      en: 'Whom to hire first, why corporate interviews fail early on and how to keep the culture when the team doubles.',
    },
    url: 'https://open.spotify.com/show/startuptalk-raketa/episode/hiring-the-first-ten',
  },
  {
    slug: 'remote-from-day-one',
    title: { cs: 'Na dálku od prvního dne', en: 'Remote from day one' },
    guest: 'Lucie Němcová, COO Tiskárny Online',
    publishedOn: '2025-03-18',
    summary: {
      cs: 'Distribuovaný tým ve třech časových pásmech: psaná kultura, asynchronní rozhodování a proč se stejně jednou za čtvrtletí potkávají.',
      en: 'A distributed team across three time zones: a writing culture, asynchronous decisions and why they still meet every quarter.',
    },
    url: 'https://www.youtube.com/watch?v=startuptalk-remote',
  },
  {
    slug: 'product-market-fit-is-a-feeling',
    title: { cs: 'Product-market fit je pocit', en: 'Product-market fit is a feeling' },
    guest: 'Ondřej Kratochvíl, zakladatel Sklizně',
    publishedOn: '2025-04-22',
    summary: {
      cs: 'Dva roky hledání, tři pivoty a okamžik, kdy zákazníci začali produkt doporučovat sami. Jak poznat, že jste to našli.',
      en: 'Two years of searching, three pivots and the moment customers began recommending the product on their own. How to tell you have found it.',
    },
    url: 'https://open.spotify.com/show/startuptalk-raketa/episode/product-market-fit-is-a-feeling',
  },
  {
    slug: 'engineering-without-drama',
    title: { cs: 'Vývoj bez dramat', en: 'Engineering without drama' },
    guest: 'Petra Svobodová, vedoucí vývoje Platby.cz',
    publishedOn: '2025-05-20',
    summary: {
      cs: 'Malé nasazovací dávky, postmortemy bez hledání viníka a proč technický dluh není sprosté slovo.',
      en: 'Small deploys, blameless postmortems and why technical debt is not a dirty word.',
    },
    url: 'https://www.youtube.com/watch?v=startuptalk-engineering',
  },
  {
    slug: 'design-in-a-team-of-one',
    title: { cs: 'Designérka v týmu jednoho', en: 'A design team of one' },
    guest: 'Klára Veselá, produktová designérka Medixu',
    publishedOn: '2025-06-17',
    summary: {
      cs: 'Jak jako jediná designérka prosadit výzkum s uživateli, vybudovat designový systém a neztratit se mezi vývojáři.',
      en: 'How the only designer gets user research done, builds a design system and holds her own among developers.',
    },
    url: 'https://open.spotify.com/show/startuptalk-raketa/episode/design-in-a-team-of-one',
  },
  {
    slug: 'selling-to-enterprises',
    title: { cs: 'Jak prodávat korporacím', en: 'Selling to enterprises' },
    guest: 'Jakub Procházka, obchodní ředitel Datalu',
    publishedOn: '2025-07-15',
    summary: {
      cs: 'Půlroční prodejní cykly, bezpečnostní dotazníky a pilotní projekty: co musí startup zvládnout, než podepíše první velkou smlouvu.',
      en: 'Six-month sales cycles, security questionnaires and pilot projects: what a startup must master before signing its first big contract.',
    },
    url: 'https://www.youtube.com/watch?v=startuptalk-enterprise',
  },
];
