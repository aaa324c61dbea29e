// Server-only: hand-written bilingual seed material. The companies are fictional.
// `seed.ts` combines it deterministically into rows.

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
  city: string;
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
    city: 'Praha',
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
    city: 'Brno',
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
    city: 'Praha',
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
    city: 'Ostrava',
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
    city: 'Liberec',
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
    aboutEn:
      'We cook in a central kitchen in Plzeň and deliver ready meals to offices and homes, working with more than fifty local farmers.',
    foundedYear: 2020,
    size: '51-200',
    type: 'growth',
    city: 'Plzeň',
    currency: 'CZK',
    website: 'https://knedlik.example',
  },
  {
    slug: 'orbitra',
    name: 'Orbitra',
    shortCs: 'Malé družice a software pro jejich řízení.',
    shortEn: 'Small satellites and the software that flies them.',
    aboutCs:
      'V Brně navrhujeme a stavíme nanosatelity pro výzkumné instituce a firmy. Naše první družice je na oběžné dráze od roku 2023.',
    aboutEn:
      'In Brno we design and build nanosatellites for research institutions and companies. Our first satellite has been in orbit since 2023.',
    foundedYear: 2019,
    size: '11-50',
    type: 'early-stage',
    city: 'Brno',
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
    city: 'Olomouc',
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
    city: 'Praha',
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
    city: 'Praha',
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
    city: 'České Budějovice',
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
    city: 'Brno',
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
    city: 'Praha',
    currency: 'CZK',
    website: 'https://kompas.example',
  },
  {
    slug: 'dilna-robotics',
    name: 'Dílna Robotics',
    shortCs: 'Kolaborativní roboti pro malé a střední výrobní firmy.',
    shortEn: 'Collaborative robots for small and mid-sized manufacturers.',
    aboutCs:
      'Ve Zlíně vyvíjíme roboty, které zvládnou svařování, lepení nebo balení a naprogramuje je mistr ve výrobě bez znalosti kódu.',
    aboutEn:
      'In Zlín we develop robots for welding, gluing and packing that a shop-floor supervisor can program without writing code.',
    foundedYear: 2017,
    size: '51-200',
    type: 'growth',
    city: 'Zlín',
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
    city: 'Praha',
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
    city: 'Praha',
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
    aboutEn:
      'We are forty developers, artists and designers. Our last game sold more than a million copies and we are now working on the sequel.',
    foundedYear: 2014,
    size: '11-50',
    type: 'growth',
    city: 'Brno',
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
    city: 'Bratislava',
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
    city: 'Berlin',
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
    city: 'Wien',
    currency: 'EUR',
    website: 'https://alpenrose.example',
  },
];

export interface SeedRole {
  key: string;
  titleCs: string;
  titleEn: string;
  fields: string[];
  seniority: 'junior' | 'medior' | 'senior' | 'lead';
  /** Monthly gross salary range in CZK; EUR companies use it divided by 25. */
  salaryCzk: [number, number];
  dutiesCs: string;
  dutiesEn: string;
}

export const seedRoles: SeedRole[] = [
  {
    key: 'node-senior',
    titleCs: 'Senior vývojář Node.js',
    titleEn: 'Senior Node.js Developer',
    fields: ['development'],
    seniority: 'senior',
    salaryCzk: [90_000, 130_000],
    dutiesCs: 'navrhovat a stavět API v Node.js a TypeScriptu, starat se o jejich výkon a spolehlivost a mentorovat mladší kolegy',
    dutiesEn: 'design and build Node.js and TypeScript APIs, own their performance and reliability, and mentor junior colleagues',
  },
  {
    key: 'product-manager',
    titleCs: 'Produktová manažerka',
    titleEn: 'Product Manager',
    fields: ['product'],
    seniority: 'medior',
    salaryCzk: [80_000, 110_000],
    dutiesCs: 'mluvit se zákazníky, prioritizovat backlog a společně s vývojem a designem dodávat funkce, které dávají smysl',
    dutiesEn: 'talk to customers, prioritise the backlog and ship meaningful features together with engineering and design',
  },
  {
    key: 'frontend-react',
    titleCs: 'Frontend vývojář (React)',
    titleEn: 'Frontend Developer (React)',
    fields: ['development'],
    seniority: 'medior',
    salaryCzk: [70_000, 100_000],
    dutiesCs: 'vyvíjet rozhraní v Reactu a TypeScriptu, dbát na přístupnost a rychlost a spolupracovat s designéry na detailech',
    dutiesEn: 'build interfaces in React and TypeScript, care about accessibility and speed, and polish details with designers',
  },
  {
    key: 'ux-designer',
    titleCs: 'UX/UI designérka',
    titleEn: 'UX/UI Designer',
    fields: ['design'],
    seniority: 'medior',
    salaryCzk: [60_000, 90_000],
    dutiesCs: 'vést uživatelský výzkum, kreslit prototypy ve Figmě a udržovat náš design systém',
    dutiesEn: 'run user research, prototype in Figma and maintain our design system',
  },
  {
    key: 'data-analyst',
    titleCs: 'Datový analytik',
    titleEn: 'Data Analyst',
    fields: ['data'],
    seniority: 'medior',
    salaryCzk: [60_000, 85_000],
    dutiesCs: 'psát SQL dotazy, stavět reporty a pomáhat týmům rozhodovat se podle dat',
    dutiesEn: 'write SQL, build reports and help teams make decisions based on data',
  },
  {
    key: 'devops',
    titleCs: 'DevOps inženýr',
    titleEn: 'DevOps Engineer',
    fields: ['development', 'operations'],
    seniority: 'senior',
    salaryCzk: [90_000, 125_000],
    dutiesCs: 'spravovat infrastrukturu v Kubernetes, automatizovat nasazování a hlídat monitoring a zálohy',
    dutiesEn: 'run our Kubernetes infrastructure, automate deployments and look after monitoring and backups',
  },
  {
    key: 'b2b-sales',
    titleCs: 'Obchodní zástupce B2B',
    titleEn: 'B2B Account Executive',
    fields: ['sales'],
    seniority: 'medior',
    salaryCzk: [50_000, 90_000],
    dutiesCs: 'vyhledávat nové zákazníky, vést obchodní jednání a uzavírat smlouvy se středními a velkými firmami',
    dutiesEn: 'find new customers, lead sales conversations and close deals with mid-sized and large companies',
  },
  {
    key: 'marketing',
    titleCs: 'Marketingová specialistka',
    titleEn: 'Performance Marketing Specialist',
    fields: ['marketing'],
    seniority: 'medior',
    salaryCzk: [50_000, 75_000],
    dutiesCs: 'řídit kampaně na Googlu a sociálních sítích, testovat nové kanály a vyhodnocovat jejich návratnost',
    dutiesEn: 'run campaigns on Google and social networks, test new channels and measure their return',
  },
  {
    key: 'qa-junior',
    titleCs: 'Junior tester softwaru',
    titleEn: 'Junior QA Engineer',
    fields: ['development', 'qa'],
    seniority: 'junior',
    salaryCzk: [40_000, 55_000],
    dutiesCs: 'testovat nové verze aplikace, psát automatické testy v Playwrightu a hlásit chyby tak, aby se daly rychle opravit',
    dutiesEn: 'test new releases, write automated tests in Playwright and report bugs so they can be fixed quickly',
  },
  {
    key: 'support-lead',
    titleCs: 'Vedoucí zákaznické podpory',
    titleEn: 'Customer Support Team Lead',
    fields: ['customer-support'],
    seniority: 'lead',
    salaryCzk: [55_000, 75_000],
    dutiesCs: 'vést tým podpory, nastavovat procesy a spolu s produktem měnit zpětnou vazbu zákazníků ve zlepšení',
    dutiesEn: 'lead the support team, shape its processes and turn customer feedback into product improvements',
  },
  {
    key: 'python-backend',
    titleCs: 'Backend vývojářka (Python)',
    titleEn: 'Backend Developer (Python)',
    fields: ['development'],
    seniority: 'medior',
    salaryCzk: [75_000, 105_000],
    dutiesCs: 'vyvíjet služby v Pythonu a Djangu, navrhovat datové modely a psát testy',
    dutiesEn: 'develop services in Python and Django, design data models and write tests',
  },
  {
    key: 'ios',
    titleCs: 'iOS vývojář',
    titleEn: 'iOS Developer',
    fields: ['development', 'mobile'],
    seniority: 'medior',
    salaryCzk: [75_000, 105_000],
    dutiesCs: 'stavět naši aplikaci ve Swiftu a SwiftUI a starat se o její hodnocení v App Storu',
    dutiesEn: 'build our app in Swift and SwiftUI and look after its App Store rating',
  },
  {
    key: 'android',
    titleCs: 'Android vývojářka',
    titleEn: 'Android Developer',
    fields: ['development', 'mobile'],
    seniority: 'medior',
    salaryCzk: [75_000, 105_000],
    dutiesCs: 'vyvíjet aplikaci v Kotlinu a Jetpack Compose a ladit ji pro stovky různých zařízení',
    dutiesEn: 'develop the app in Kotlin and Jetpack Compose and tune it for hundreds of devices',
  },
  {
    key: 'accountant',
    titleCs: 'Účetní na částečný úvazek',
    titleEn: 'Part-time Accountant',
    fields: ['finance'],
    seniority: 'medior',
    salaryCzk: [30_000, 40_000],
    dutiesCs: 'vést účetnictví, připravovat podklady pro daňové přiznání a spolupracovat s auditorem',
    dutiesEn: 'keep the books, prepare tax filings and work with our auditor',
  },
  {
    key: 'hr-generalist',
    titleCs: 'HR generalistka',
    titleEn: 'HR Generalist',
    fields: ['hr'],
    seniority: 'medior',
    salaryCzk: [45_000, 65_000],
    dutiesCs: 'starat se o nábor, onboarding a firemní kulturu a být oporou manažerům i kolegům',
    dutiesEn: 'own hiring, onboarding and company culture, and support managers and colleagues',
  },
  {
    key: 'content-marketer',
    titleCs: 'Copywriter a content marketér',
    titleEn: 'Content Marketer',
    fields: ['marketing'],
    seniority: 'junior',
    salaryCzk: [40_000, 55_000],
    dutiesCs: 'psát články, případové studie a newslettery a ladit texty na webu',
    dutiesEn: 'write articles, case studies and newsletters, and refine the copy on our website',
  },
  {
    key: 'ml-engineer',
    titleCs: 'Machine learning inženýr',
    titleEn: 'Machine Learning Engineer',
    fields: ['development', 'data'],
    seniority: 'senior',
    salaryCzk: [100_000, 140_000],
    dutiesCs: 'trénovat a nasazovat modely do produkce, připravovat datové sady a měřit kvalitu předpovědí',
    dutiesEn: 'train and deploy models to production, curate datasets and measure prediction quality',
  },
  {
    key: 'head-of-engineering',
    titleCs: 'Vedoucí vývoje',
    titleEn: 'Head of Engineering',
    fields: ['development', 'management'],
    seniority: 'lead',
    salaryCzk: [140_000, 190_000],
    dutiesCs: 'vést tři vývojové týmy, nabírat nové lidi a spolu se zakladateli plánovat technickou strategii',
    dutiesEn: 'lead three engineering teams, hire new people and shape the technical strategy with the founders',
  },
  {
    key: 'fullstack-ts',
    titleCs: 'Full-stack vývojář (TypeScript)',
    titleEn: 'Full-stack Developer (TypeScript)',
    fields: ['development'],
    seniority: 'medior',
    salaryCzk: [80_000, 115_000],
    dutiesCs: 'vyvíjet funkce od databáze po rozhraní v TypeScriptu, Reactu a PostgreSQL',
    dutiesEn: 'ship features end to end, from the database to the interface, in TypeScript, React and PostgreSQL',
  },
  {
    key: 'growth-manager',
    titleCs: 'Growth manažer',
    titleEn: 'Growth Manager',
    fields: ['marketing', 'product'],
    seniority: 'senior',
    salaryCzk: [80_000, 120_000],
    dutiesCs: 'hledat příležitosti k růstu, navrhovat experimenty v produktu i marketingu a vyhodnocovat je',
    dutiesEn: 'find growth opportunities, design experiments across product and marketing and evaluate them',
  },
  {
    key: 'office-manager',
    titleCs: 'Office manažerka',
    titleEn: 'Office Manager',
    fields: ['operations'],
    seniority: 'junior',
    salaryCzk: [38_000, 48_000],
    dutiesCs: 'zajišťovat chod kanceláře, organizovat firemní akce a pomáhat s administrativou',
    dutiesEn: 'keep the office running, organise company events and help with administration',
  },
  {
    key: 'security-engineer',
    titleCs: 'Bezpečnostní specialista',
    titleEn: 'Security Engineer',
    fields: ['development', 'security'],
    seniority: 'senior',
    salaryCzk: [95_000, 135_000],
    dutiesCs: 'provádět penetrační testy, analyzovat incidenty a učit kolegy psát bezpečný kód',
    dutiesEn: 'run penetration tests, analyse incidents and teach colleagues to write secure code',
  },
  {
    key: 'data-engineer',
    titleCs: 'Datový inženýr',
    titleEn: 'Data Engineer',
    fields: ['development', 'data'],
    seniority: 'senior',
    salaryCzk: [90_000, 125_000],
    dutiesCs: 'stavět datové pipeline, spravovat datový sklad a zajišťovat kvalitu a dostupnost dat',
    dutiesEn: 'build data pipelines, run the data warehouse and keep data accurate and available',
  },
  {
    key: 'customer-success',
    titleCs: 'Customer success manažerka',
    titleEn: 'Customer Success Manager',
    fields: ['customer-support', 'sales'],
    seniority: 'medior',
    salaryCzk: [50_000, 70_000],
    dutiesCs: 'provázet nové zákazníky zaváděním produktu, sledovat jejich spokojenost a pomáhat jim růst',
    dutiesEn: 'guide new customers through onboarding, track their satisfaction and help them grow',
  },
  {
    key: 'python-junior',
    titleCs: 'Junior vývojář Python',
    titleEn: 'Junior Python Developer',
    fields: ['development'],
    seniority: 'junior',
    salaryCzk: [45_000, 60_000],
    dutiesCs: 'psát a testovat kód v Pythonu pod vedením zkušeného mentora a postupně přebírat vlastní části systému',
    dutiesEn: 'write and test Python code with an experienced mentor and gradually take over parts of the system',
  },
];

export const benefitsCs = [
  '5 týdnů dovolené',
  'zaměstnanecké opce',
  'MultiSport karta',
  'příspěvek na vzdělávání 20 000 Kč ročně',
  'flexibilní pracovní doba',
  'notebook a monitor dle výběru',
  'sick days',
  'příspěvek na penzijní spoření',
  'firemní akce a teambuildingy',
  'pes v kanceláři vítán',
];

export const benefitsEn = [
  '25 days of paid holiday',
  'employee stock options',
  'MultiSport card',
  'learning budget',
  'flexible working hours',
  'laptop and monitor of your choice',
  'sick days',
  'pension contributions',
  'team events and offsites',
  'dog-friendly office',
];
