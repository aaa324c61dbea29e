// Server-only: hand-written bilingual seed material. The companies are fictional.
// `seed.ts` combines it deterministically into rows, together with the generated companies.
import type { Location } from '@raketa/shared/jobs';
import type { SectorKey } from './seed/sectors';

export interface SeedCompany {
  slug: string;
  name: string;
  shortCs: string;
  shortEn: string;
  aboutCs: string;
  aboutEn: string;
  foundedYear: number;
  size: '1-10' | '11-50' | '51-200' | '201-500' | '500+';
  type: 'early-stage' | 'growth';
  /** Codes of LOCATIONS, headquarters first. */
  locations: Location[];
  /** Key of SECTORS (seed/sectors.ts): the product area the generated parts follow. */
  sector: SectorKey;
  /** EUR companies are international: English job ads, salaries in euros. */
  currency: 'CZK' | 'EUR';
  website: string;
}

export const seedCompanies: SeedCompany[] = [
  {
    slug: 'mlynek-pay',
    name: 'Mlýnek Pay',
    shortCs: 'Platební brána pro malé e-shopy, která vyplácí peníze ještě týž den.',
    shortEn: 'A payment gateway for small online shops that pays out the same day.',
    aboutCs:
      'Mlýnek Pay vznikl v roce 2019, když jsme sami provozovali e-shop a čekali týden na peníze od platební brány. Dnes zpracováváme platby pro více než čtyři tisíce obchodníků v Česku a na Slovensku a stavíme vlastní bankovní infrastrukturu.',
    aboutEn:
      'Mlýnek Pay started in 2019, when we ran an online shop ourselves and waited a week for our money. Today we process payments for over four thousand merchants in Czechia and Slovakia and are building our own banking infrastructure.',
    foundedYear: 2019,
    size: '51-200',
    type: 'growth',
    locations: ['praha', 'bratislava'],
    sector: 'fintech',
    currency: 'CZK',
    website: 'https://mlynekpay.example',
  },
  {
    slug: 'lesni-data',
    name: 'Lesní Data',
    shortCs: 'Satelitní snímky a strojové učení pro zdravější lesy.',
    shortEn: 'Satellite imagery and machine learning for healthier forests.',
    aboutCs:
      'Pomáháme lesníkům odhalit kůrovce dřív, než se rozšíří. Naše modely zpracovávají satelitní data z programu Copernicus a upozorní na ohrožené porosty během několika dní.',
    aboutEn:
      'We help foresters spot bark beetle outbreaks before they spread. Our models process Copernicus satellite data and flag endangered stands within days.',
    foundedYear: 2021,
    size: '11-50',
    type: 'early-stage',
    locations: ['brno'],
    sector: 'climate',
    currency: 'CZK',
    website: 'https://lesnidata.example',
  },
  {
    slug: 'vcelka-health',
    name: 'Včelka Health',
    shortCs: 'Digitální ambulance pro pacienty s chronickými nemocemi.',
    shortEn: 'A digital clinic for patients with chronic conditions.',
    aboutCs:
      'Včelka propojuje pacienty s cukrovkou a vysokým tlakem s jejich lékaři. Data z glukometrů a tlakoměrů přicházejí automaticky a lékař vidí, komu je potřeba zavolat jako prvnímu.',
    aboutEn:
      'Včelka connects patients with diabetes and high blood pressure with their doctors. Readings arrive automatically from home devices, so doctors see who needs a call first.',
    foundedYear: 2020,
    size: '11-50',
    type: 'early-stage',
    locations: ['praha'],
    sector: 'health',
    currency: 'CZK',
    website: 'https://vcelka.example',
  },
  {
    slug: 'kotva-logistics',
    name: 'Kotva Logistics',
    shortCs: 'Plánování tras a skladů pro střední dopravce.',
    shortEn: 'Route and warehouse planning for mid-sized carriers.',
    aboutCs:
      'Z Ostravy řídíme přes dva tisíce kamionů denně. Náš plánovač šetří dopravcům průměrně 12 % najetých kilometrů a řidičům vrací víkendy doma.',
    aboutEn:
      'From Ostrava we plan the routes of over two thousand trucks a day. Our planner saves carriers 12% of kilometres on average and gives drivers their weekends back.',
    foundedYear: 2017,
    size: '51-200',
    type: 'growth',
    locations: ['ostrava', 'brno'],
    sector: 'logistics',
    currency: 'CZK',
    website: 'https://kotva.example',
  },
  {
    slug: 'sklarna-ai',
    name: 'Sklárna.ai',
    shortCs: 'Počítačové vidění pro kontrolu kvality ve výrobě.',
    shortEn: 'Computer vision for quality control in manufacturing.',
    aboutCs:
      'Naše kamery a modely hlídají vady skla, plastů a kovů přímo na výrobní lince. Začínali jsme v libereckých sklárnách, dnes nás používají továrny v šesti zemích.',
    aboutEn:
      'Our cameras and models catch defects in glass, plastics and metal right on the production line. We started in the glassworks around Liberec; today factories in six countries use us.',
    foundedYear: 2018,
    size: '11-50',
    type: 'growth',
    locations: ['liberec'],
    sector: 'manufacturing',
    currency: 'CZK',
    website: 'https://sklarna.example',
  },
  {
    slug: 'knedlik-foods',
    name: 'Knedlík Foods',
    shortCs: 'Poctivá česká jídla z lokálních surovin až ke dveřím.',
    shortEn: 'Honest Czech meals from local ingredients, delivered to your door.',
    aboutCs:
      'Vaříme v centrální kuchyni v Plzni a rozvážíme hotová jídla do kanceláří i domácností. Spolupracujeme s více než padesáti farmáři z okolí.',
    aboutEn: 'We cook in a central kitchen in Plzeň and deliver ready meals to offices and homes, working with more than fifty local farmers.',
    foundedYear: 2020,
    size: '51-200',
    type: 'growth',
    locations: ['plzen'],
    sector: 'food',
    currency: 'CZK',
    website: 'https://knedlik.example',
  },
  {
    slug: 'orbitra',
    name: 'Orbitra',
    shortCs: 'Malé družice a software pro jejich řízení.',
    shortEn: 'Small satellites and the software that flies them.',
    aboutCs: 'V Brně navrhujeme a stavíme nanosatelity pro výzkumné instituce a firmy. Naše první družice je na oběžné dráze od roku 2023.',
    aboutEn: 'In Brno we design and build nanosatellites for research institutions and companies. Our first satellite has been in orbit since 2023.',
    foundedYear: 2019,
    size: '11-50',
    type: 'early-stage',
    locations: ['brno'],
    sector: 'space',
    currency: 'CZK',
    website: 'https://orbitra.example',
  },
  {
    slug: 'modry-most',
    name: 'Modrý Most',
    shortCs: 'Online doučování, které spojuje studenty vysokých škol se žáky.',
    shortEn: 'Online tutoring that pairs university students with pupils.',
    aboutCs:
      'Modrý Most pomáhá žákům základních a středních škol s matematikou, fyzikou a angličtinou. Doučují je vysokoškoláci, kteří si tak přivydělají a získají pedagogickou praxi.',
    aboutEn:
      'Modrý Most helps primary and secondary school pupils with maths, physics and English, taught by university students who earn money and teaching experience.',
    foundedYear: 2021,
    size: '1-10',
    type: 'early-stage',
    locations: ['olomouc'],
    sector: 'education',
    currency: 'CZK',
    website: 'https://modrymost.example',
  },
  {
    slug: 'tramvaj-mobility',
    name: 'Tramvaj Mobility',
    shortCs: 'Jedna jízdenka na MHD, sdílená kola i vlaky.',
    shortEn: 'One ticket for public transport, shared bikes and trains.',
    aboutCs:
      'Naše aplikace spojuje jízdenky městské dopravy, sdílená kola a regionální vlaky do jednoho nákupu. Fungujeme v osmi českých městech a připravujeme Vídeň.',
    aboutEn:
      'Our app combines city transit tickets, shared bikes and regional trains into one purchase. We operate in eight Czech cities and are preparing Vienna.',
    foundedYear: 2018,
    size: '51-200',
    type: 'growth',
    locations: ['praha'],
    sector: 'mobility',
    currency: 'CZK',
    website: 'https://tramvaj.example',
  },
  {
    slug: 'hrnek',
    name: 'Hrnek',
    shortCs: 'Nástroj pro nábor a onboarding v malých firmách.',
    shortEn: 'Hiring and onboarding for small companies.',
    aboutCs:
      'Hrnek je personalista v prohlížeči: od inzerátu přes pohovory až po první pracovní den. Používá ho přes osm set firem do sto zaměstnanců.',
    aboutEn:
      'Hrnek is an HR department in the browser, from the job ad through interviews to the first day at work, used by over eight hundred companies with fewer than a hundred people.',
    foundedYear: 2022,
    size: '11-50',
    type: 'early-stage',
    locations: ['praha'],
    sector: 'hr',
    currency: 'CZK',
    website: 'https://hrnek.example',
  },
  {
    slug: 'lipa-energy',
    name: 'Lípa Energy',
    shortCs: 'Komunitní energetika a sdílení elektřiny ze střech.',
    shortEn: 'Community energy and sharing of rooftop solar power.',
    aboutCs:
      'Pomáháme obcím a bytovým domům sdílet elektřinu z vlastních fotovoltaik. Měříme, účtujeme a optimalizujeme spotřebu tak, aby se energie nevyplýtvala.',
    aboutEn:
      'We help towns and apartment buildings share electricity from their own solar panels, handling metering, billing and optimisation so no energy goes to waste.',
    foundedYear: 2022,
    size: '11-50',
    type: 'early-stage',
    locations: ['ceske-budejovice'],
    sector: 'energy',
    currency: 'CZK',
    website: 'https://lipa.example',
  },
  {
    slug: 'bystra-analytics',
    name: 'Bystrá Analytics',
    shortCs: 'Produktová analytika, která respektuje soukromí uživatelů.',
    shortEn: 'Product analytics that respects user privacy.',
    aboutCs:
      'Měříme, jak lidé používají aplikace, bez cookies a bez sledování napříč weby. Data zůstávají v Evropské unii a zákazníci je mají plně pod kontrolou.',
    aboutEn:
      'We measure how people use apps without cookies or cross-site tracking. Data stays in the European Union, fully under our customers’ control.',
    foundedYear: 2020,
    size: '11-50',
    type: 'growth',
    locations: ['brno'],
    sector: 'data',
    currency: 'CZK',
    website: 'https://bystra.example',
  },
  {
    slug: 'kompas-travel',
    name: 'Kompas Travel',
    shortCs: 'Služební cesty bez papírování a bez starostí.',
    shortEn: 'Business travel without the paperwork.',
    aboutCs:
      'Firmy u nás rezervují letenky, vlaky i hotely na jednom místě a cestovní příkazy a vyúčtování se vyplní samy. Zakládali jsme ho po letech ve velkých cestovkách.',
    aboutEn:
      'Companies book flights, trains and hotels in one place, and travel orders and expense reports fill themselves in. We founded it after years at large travel agencies.',
    foundedYear: 2016,
    size: '201-500',
    type: 'growth',
    locations: ['praha'],
    sector: 'travel',
    currency: 'CZK',
    website: 'https://kompas.example',
  },
  {
    slug: 'dilna-robotics',
    name: 'Dílna Robotics',
    shortCs: 'Kolaborativní roboti pro malé a střední výrobní firmy.',
    shortEn: 'Collaborative robots for small and mid-sized manufacturers.',
    aboutCs: 'Ve Zlíně vyvíjíme roboty, které zvládnou svařování, lepení nebo balení a naprogramuje je mistr ve výrobě bez znalosti kódu.',
    aboutEn: 'In Zlín we develop robots for welding, gluing and packing that a shop-floor supervisor can program without writing code.',
    foundedYear: 2017,
    size: '51-200',
    type: 'growth',
    locations: ['zlin'],
    sector: 'manufacturing',
    currency: 'CZK',
    website: 'https://dilna.example',
  },
  {
    slug: 'cmelak-security',
    name: 'Čmelák Security',
    shortCs: 'Kybernetická bezpečnost pro nemocnice a úřady.',
    shortEn: 'Cybersecurity for hospitals and public offices.',
    aboutCs:
      'Nepřetržitě monitorujeme sítě nemocnic, krajských úřadů a obcí a pomáháme jim splnit požadavky směrnice NIS2. Náš tým reaguje na incidenty do patnácti minut.',
    aboutEn:
      'We monitor the networks of hospitals, regional authorities and municipalities around the clock and help them meet NIS2. Our team responds to incidents within fifteen minutes.',
    foundedYear: 2019,
    size: '51-200',
    type: 'growth',
    locations: ['praha'],
    sector: 'security',
    currency: 'CZK',
    website: 'https://cmelak.example',
  },
  {
    slug: 'vltava-cloud',
    name: 'Vltava Cloud',
    shortCs: 'Evropský cloud pro vývojáře s datacentry v Praze a Frankfurtu.',
    shortEn: 'A European developer cloud with data centres in Prague and Frankfurt.',
    aboutCs:
      'Nabízíme virtuální servery, spravované databáze a Kubernetes za férové ceny a s podporou, která odpovídá česky. Stavíme na open source.',
    aboutEn:
      'We offer virtual servers, managed databases and Kubernetes at fair prices, with support engineers who actually answer. We build on open source.',
    foundedYear: 2015,
    size: '201-500',
    type: 'growth',
    locations: ['praha'],
    sector: 'devtools',
    currency: 'CZK',
    website: 'https://vltava.example',
  },
  {
    slug: 'pixelpunk-studio',
    name: 'Pixelpunk Studio',
    shortCs: 'Nezávislé herní studio za taktickou hrou Ocelová řeka.',
    shortEn: 'The independent game studio behind the tactics game Steel River.',
    aboutCs:
      'Jsme tým čtyřiceti vývojářů, výtvarníků a designérů. Naše poslední hra se prodala ve více než milionu kopií a teď pracujeme na pokračování.',
    aboutEn: 'We are forty developers, artists and designers. Our last game sold more than a million copies and we are now working on the sequel.',
    foundedYear: 2014,
    size: '11-50',
    type: 'growth',
    locations: ['brno'],
    sector: 'gaming',
    currency: 'CZK',
    website: 'https://pixelpunk.example',
  },
  {
    slug: 'solvia-legal',
    name: 'Solvia Legal',
    shortCs: 'Smlouvy a právní agenda pro startupy na pár kliknutí.',
    shortEn: 'Contracts and legal paperwork for startups in a few clicks.',
    aboutCs:
      'Z Bratislavy pomáháme zakladatelům s akcionářskými smlouvami, opcemi pro zaměstnance i GDPR. Šablony připravují advokáti, vyplnění zvládne každý.',
    aboutEn:
      'From Bratislava we help founders with shareholder agreements, employee options and GDPR. Lawyers write the templates; anyone can fill them in.',
    foundedYear: 2021,
    size: '1-10',
    type: 'early-stage',
    locations: ['bratislava'],
    sector: 'legal',
    currency: 'EUR',
    website: 'https://solvia.example',
  },
  {
    slug: 'nordlys-commerce',
    name: 'Nordlys Commerce',
    shortCs: 'Headless e-commerce platforma pro středoevropské značky.',
    shortEn: 'A headless commerce platform for Central European brands.',
    aboutCs:
      'Náš tým v Berlíně a Praze staví platformu, na které běží e-shopy módních a designových značek. Zvládáme tisíce objednávek za minutu během výprodejů.',
    aboutEn:
      'Our team in Berlin and Prague builds the platform behind the online stores of fashion and design brands, handling thousands of orders a minute during sales.',
    foundedYear: 2018,
    size: '51-200',
    type: 'growth',
    locations: ['berlin', 'praha'],
    sector: 'commerce',
    currency: 'EUR',
    website: 'https://nordlys.example',
  },
  {
    slug: 'alpenrose-insurtech',
    name: 'Alpenrose Insurtech',
    shortCs: 'Pojištění pro freelancery a malé firmy, sjednané online za pět minut.',
    shortEn: 'Insurance for freelancers and small businesses, online in five minutes.',
    aboutCs:
      'Ve Vídni jsme postavili pojišťovnu bez papírů: odpovědnost, výpadek příjmu i vybavení kanceláře. Škody likvidujeme v průměru do dvou dnů.',
    aboutEn:
      'In Vienna we built a paperless insurer covering liability, loss of income and office equipment. We settle claims in two days on average.',
    foundedYear: 2020,
    size: '11-50',
    type: 'early-stage',
    locations: ['vienna'],
    sector: 'insurance',
    currency: 'EUR',
    website: 'https://alpenrose.example',
  },
];
