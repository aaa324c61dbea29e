// Server-only seed material: job roles per field specialisation, hand-written in both languages.
// A role has a Czech title in masculine and feminine form, an English title, the technology pool
// it draws from and a monthly CZK salary midpoint for a medior; a specialisation has the duties
// and skills its descriptions list.
import type { Seniority } from '@raketa/shared/jobs';
import type { Bilingual } from './sectors';

const s = (cs: string, en: string): Bilingual => ({ cs, en });

/** Where a role's technologies come from (resolved against the company's stack in build.ts). */
export type TechPool =
  | 'backend'
  | 'frontend'
  | 'fullstack'
  | 'ios'
  | 'android'
  | 'cross-platform'
  | 'devops'
  | 'qa'
  | 'data-engineering'
  | 'security'
  | 'design'
  | 'analytics'
  | 'science'
  | 'bi'
  | 'marketing'
  | 'sales'
  | 'tools';

export interface Role {
  /** Field codes: the specialisation first; its top-level code is added when building. */
  field: string;
  /** Another specialisation of the same top-level field a job of this role sometimes also has. */
  alsoField?: string;
  cs: [masculine: string, feminine: string];
  en: string;
  tech: TechPool;
  /** Adds the main technology to the title: "Vývojář backendu (Node.js)". */
  techInTitle?: boolean;
  /** Monthly gross CZK for a medior (juniors and seniors are scaled in build.ts). */
  salary: number;
  seniorities?: Seniority[];
  /** Relative frequency among roles (default 1). */
  weight?: number;
}

export const ROLES: Role[] = [
  {
    field: 'development.backend',
    cs: ['Vývojář backendu', 'Vývojářka backendu'],
    en: 'Backend Developer',
    tech: 'backend',
    techInTitle: true,
    salary: 95_000,
    weight: 5,
  },
  {
    field: 'development.backend',
    alsoField: 'development.devops',
    cs: ['Softwarový inženýr', 'Softwarová inženýrka'],
    en: 'Software Engineer',
    tech: 'backend',
    salary: 100_000,
    weight: 3,
  },
  {
    field: 'development.frontend',
    cs: ['Frontend vývojář', 'Frontend vývojářka'],
    en: 'Frontend Developer',
    tech: 'frontend',
    techInTitle: true,
    salary: 85_000,
    weight: 4,
  },
  {
    field: 'development.fullstack',
    alsoField: 'development.frontend',
    cs: ['Full-stack vývojář', 'Full-stack vývojářka'],
    en: 'Full-stack Developer',
    tech: 'fullstack',
    techInTitle: true,
    salary: 95_000,
    weight: 3,
  },
  { field: 'development.mobile', cs: ['iOS vývojář', 'iOS vývojářka'], en: 'iOS Developer', tech: 'ios', salary: 90_000 },
  { field: 'development.mobile', cs: ['Android vývojář', 'Android vývojářka'], en: 'Android Developer', tech: 'android', salary: 90_000 },
  {
    field: 'development.mobile',
    cs: ['Vývojář mobilních aplikací', 'Vývojářka mobilních aplikací'],
    en: 'Mobile Developer',
    tech: 'cross-platform',
    techInTitle: true,
    salary: 85_000,
  },
  { field: 'development.devops', cs: ['DevOps inženýr', 'DevOps inženýrka'], en: 'DevOps Engineer', tech: 'devops', salary: 105_000, weight: 2 },
  {
    field: 'development.devops',
    alsoField: 'development.backend',
    cs: ['Inženýr spolehlivosti (SRE)', 'Inženýrka spolehlivosti (SRE)'],
    en: 'Site Reliability Engineer',
    tech: 'devops',
    salary: 110_000,
  },
  { field: 'development.qa', cs: ['Tester softwaru', 'Testerka softwaru'], en: 'QA Engineer', tech: 'qa', salary: 60_000, weight: 2 },
  {
    field: 'development.qa',
    cs: ['Inženýr automatizace testů', 'Inženýrka automatizace testů'],
    en: 'QA Automation Engineer',
    tech: 'qa',
    salary: 75_000,
  },
  {
    field: 'development.data',
    cs: ['Datový inženýr', 'Datová inženýrka'],
    en: 'Data Engineer',
    tech: 'data-engineering',
    salary: 100_000,
    weight: 2,
  },
  {
    field: 'development.security',
    cs: ['Bezpečnostní specialista', 'Bezpečnostní specialistka'],
    en: 'Security Engineer',
    tech: 'security',
    salary: 110_000,
  },
  { field: 'design.ux', cs: ['UX/UI designér', 'UX/UI designérka'], en: 'UX/UI Designer', tech: 'design', salary: 70_000, weight: 2 },
  { field: 'design.ux', cs: ['UX výzkumník', 'UX výzkumnice'], en: 'UX Researcher', tech: 'design', salary: 65_000 },
  { field: 'design.graphic', cs: ['Grafický designér', 'Grafická designérka'], en: 'Graphic Designer', tech: 'design', salary: 50_000 },
  {
    field: 'design.product',
    alsoField: 'design.ux',
    cs: ['Produktový designér', 'Produktová designérka'],
    en: 'Product Designer',
    tech: 'design',
    salary: 80_000,
    weight: 2,
  },
  {
    field: 'product.management',
    cs: ['Produktový manažer', 'Produktová manažerka'],
    en: 'Product Manager',
    tech: 'analytics',
    salary: 95_000,
    weight: 2,
    seniorities: ['medior', 'senior'],
  },
  {
    field: 'product.owner',
    cs: ['Product owner', 'Product ownerka'],
    en: 'Product Owner',
    tech: 'tools',
    salary: 85_000,
    seniorities: ['medior', 'senior'],
  },
  {
    field: 'marketing.performance',
    cs: ['Specialista performance marketingu', 'Specialistka performance marketingu'],
    en: 'Performance Marketing Specialist',
    tech: 'marketing',
    salary: 60_000,
  },
  { field: 'marketing.content', cs: ['Copywriter', 'Copywriterka'], en: 'Copywriter', tech: 'marketing', salary: 48_000 },
  {
    field: 'marketing.content',
    alsoField: 'marketing.social',
    cs: ['Content marketér', 'Content marketérka'],
    en: 'Content Marketer',
    tech: 'marketing',
    salary: 52_000,
  },
  {
    field: 'marketing.social',
    cs: ['Správce sociálních sítí', 'Správkyně sociálních sítí'],
    en: 'Social Media Manager',
    tech: 'marketing',
    salary: 45_000,
  },
  {
    field: 'marketing.growth',
    alsoField: 'marketing.performance',
    cs: ['Growth manažer', 'Growth manažerka'],
    en: 'Growth Manager',
    tech: 'marketing',
    salary: 85_000,
    seniorities: ['medior', 'senior'],
  },
  {
    field: 'sales.business',
    cs: ['Obchodní zástupce', 'Obchodní zástupkyně'],
    en: 'Business Development Representative',
    tech: 'sales',
    salary: 55_000,
    weight: 2,
  },
  {
    field: 'sales.business',
    cs: ['Obchodník pro firemní klienty', 'Obchodnice pro firemní klienty'],
    en: 'B2B Account Executive',
    tech: 'sales',
    salary: 70_000,
  },
  { field: 'sales.account', cs: ['Account manažer', 'Account manažerka'], en: 'Account Manager', tech: 'sales', salary: 60_000, weight: 2 },
  { field: 'analytics.analysis', cs: ['Datový analytik', 'Datová analytička'], en: 'Data Analyst', tech: 'analytics', salary: 70_000, weight: 2 },
  { field: 'analytics.science', cs: ['Datový vědec', 'Datová vědkyně'], en: 'Data Scientist', tech: 'science', salary: 100_000 },
  {
    field: 'analytics.science',
    cs: ['Inženýr strojového učení', 'Inženýrka strojového učení'],
    en: 'Machine Learning Engineer',
    tech: 'science',
    salary: 110_000,
  },
  {
    field: 'analytics.bi',
    alsoField: 'analytics.analysis',
    cs: ['BI specialista', 'BI specialistka'],
    en: 'BI Specialist',
    tech: 'bi',
    salary: 70_000,
  },
  { field: 'operations.people', cs: ['Recruiter', 'Recruiterka'], en: 'Recruiter', tech: 'tools', salary: 50_000, weight: 2 },
  { field: 'operations.people', cs: ['HR generalista', 'HR generalistka'], en: 'HR Generalist', tech: 'tools', salary: 50_000 },
  {
    field: 'operations.finance',
    cs: ['Finanční kontrolor', 'Finanční kontrolorka'],
    en: 'Financial Controller',
    tech: 'bi',
    salary: 75_000,
    seniorities: ['medior', 'senior'],
  },
  { field: 'operations.finance', cs: ['Účetní', 'Účetní'], en: 'Accountant', tech: 'tools', salary: 45_000 },
  {
    field: 'operations.office',
    cs: ['Office manažer', 'Office manažerka'],
    en: 'Office Manager',
    tech: 'tools',
    salary: 40_000,
    seniorities: ['junior', 'medior'],
  },
  {
    field: 'management.project',
    cs: ['Projektový manažer', 'Projektová manažerka'],
    en: 'Project Manager',
    tech: 'tools',
    salary: 80_000,
    seniorities: ['medior', 'senior'],
  },
  {
    field: 'management.leadership',
    cs: ['Vedoucí vývojového týmu', 'Vedoucí vývojového týmu'],
    en: 'Engineering Team Lead',
    tech: 'backend',
    salary: 130_000,
    seniorities: ['senior'],
  },
  {
    field: 'management.leadership',
    alsoField: 'management.project',
    cs: ['Vedoucí obchodního týmu', 'Vedoucí obchodního týmu'],
    en: 'Head of Sales',
    tech: 'sales',
    salary: 110_000,
    seniorities: ['senior'],
  },
  {
    field: 'customer_care.support',
    cs: ['Specialista zákaznické podpory', 'Specialistka zákaznické podpory'],
    en: 'Customer Support Specialist',
    tech: 'tools',
    salary: 38_000,
    weight: 2,
    seniorities: ['junior', 'medior'],
  },
  {
    field: 'customer_care.success',
    cs: ['Customer success manažer', 'Customer success manažerka'],
    en: 'Customer Success Manager',
    tech: 'sales',
    salary: 60_000,
  },
  {
    field: 'cofounder',
    cs: ['Technický spoluzakladatel (CTO)', 'Technická spoluzakladatelka (CTO)'],
    en: 'Technical Co-founder (CTO)',
    tech: 'backend',
    salary: 120_000,
    seniorities: ['senior'],
    weight: 0.3,
  },
  {
    field: 'cofounder',
    cs: ['Obchodní spoluzakladatel', 'Obchodní spoluzakladatelka'],
    en: 'Commercial Co-founder',
    tech: 'sales',
    salary: 100_000,
    seniorities: ['senior'],
    weight: 0.2,
  },
];

/** What the job's description lists under "what you will do" and "what you need", per specialisation. */
export const SPECIALISATION_TEXT: Record<string, { duties: Bilingual[]; skills: Bilingual[] }> = {
  'development.backend': {
    duties: [
      s('navrhovat a stavět API, na kterých běží celý produkt', 'design and build the APIs the whole product runs on'),
      s('starat se o výkon a spolehlivost služeb v produkci', 'own the performance and reliability of services in production'),
      s('modelovat data a ladit dotazy do databáze', 'model data and tune database queries'),
      s('psát testy a dělat code review kolegům', 'write tests and review your colleagues’ code'),
    ],
    skills: [
      s('zkušenost s vývojem serverových aplikací a relačními databázemi', 'experience building server applications on relational databases'),
      s('porozumění HTTP, cachování a asynchronnímu zpracování', 'a good grasp of HTTP, caching and asynchronous processing'),
    ],
  },
  'development.frontend': {
    duties: [
      s('stavět rychlá a přístupná rozhraní ve spolupráci s designéry', 'build fast, accessible interfaces together with designers'),
      s('rozvíjet náš design systém a knihovnu komponent', 'grow our design system and component library'),
      s('hlídat rychlost načítání a Core Web Vitals', 'keep an eye on load times and Core Web Vitals'),
      s('psát testy komponent a end-to-end testy', 'write component and end-to-end tests'),
    ],
    skills: [
      s('dobrá znalost moderního JavaScriptu, HTML a CSS', 'solid modern JavaScript, HTML and CSS'),
      s('cit pro detail a přístupnost', 'an eye for detail and accessibility'),
    ],
  },
  'development.fullstack': {
    duties: [
      s('dodávat funkce od databáze až po uživatelské rozhraní', 'ship features from the database all the way to the interface'),
      s('navrhovat API společně s frontendem, který je používá', 'design APIs together with the frontend that uses them'),
      s('podílet se na technických rozhodnutích celého týmu', 'take part in the technical decisions of the whole team'),
    ],
    skills: [
      s('zkušenost s backendem i frontendem webových aplikací', 'experience on both the backend and the frontend of web applications'),
      s('chuť převzít funkci od nápadu po nasazení', 'the drive to own a feature from idea to release'),
    ],
  },
  'development.mobile': {
    duties: [
      s('vyvíjet naši mobilní aplikaci, kterou používají desítky tisíc lidí', 'develop our mobile app used by tens of thousands of people'),
      s('ladit výkon a spotřebu baterie na různých zařízeních', 'tune performance and battery use across devices'),
      s('starat se o vydávání verzí a hodnocení v obchodech s aplikacemi', 'look after releases and ratings in the app stores'),
    ],
    skills: [
      s('aplikaci, kterou jste vydali do App Storu nebo Google Play', 'an app you have shipped to the App Store or Google Play'),
      s('znalost zásad návrhu mobilních rozhraní', 'knowledge of mobile interface guidelines'),
    ],
  },
  'development.devops': {
    duties: [
      s('spravovat infrastrukturu jako kód', 'run our infrastructure as code'),
      s('automatizovat nasazování a zrychlovat CI pipeline', 'automate deployments and speed up CI pipelines'),
      s('hlídat monitoring, alerty a zálohy', 'look after monitoring, alerts and backups'),
      s('pomáhat vývojářům s provozem jejich služeb', 'help engineers run their services'),
    ],
    skills: [
      s('zkušenost s kontejnery a cloudem', 'experience with containers and the cloud'),
      s('klid při řešení incidentů a chuť psát postmortemy', 'a calm head during incidents and a taste for postmortems'),
    ],
  },
  'development.qa': {
    duties: [
      s('testovat nové verze produktu před vydáním', 'test new releases before they ship'),
      s('psát a udržovat automatické testy', 'write and maintain automated tests'),
      s('hlásit chyby tak, aby se daly rychle opravit', 'report bugs so they can be fixed quickly'),
    ],
    skills: [
      s('systematičnost a zvídavost', 'a systematic, curious mind'),
      s('základy programování nebo chuť se je naučit', 'programming basics, or the will to learn them'),
    ],
  },
  'development.data': {
    duties: [
      s('stavět a provozovat datové pipeline', 'build and run data pipelines'),
      s('spravovat datový sklad a jeho modely', 'own the data warehouse and its models'),
      s('hlídat kvalitu a dostupnost dat pro analytiky', 'keep data accurate and available for analysts'),
    ],
    skills: [
      s('pokročilé SQL a zkušenost s Pythonem', 'advanced SQL and experience with Python'),
      s('znalost dávkového i proudového zpracování dat', 'knowledge of batch and streaming data processing'),
    ],
  },
  'development.security': {
    duties: [
      s('provádět penetrační testy a bezpečnostní review', 'run penetration tests and security reviews'),
      s('analyzovat incidenty a navrhovat opatření', 'analyse incidents and propose countermeasures'),
      s('učit kolegy psát bezpečný kód', 'teach colleagues to write secure code'),
    ],
    skills: [
      s('znalost OWASP Top 10 a běžných útoků', 'knowledge of the OWASP Top 10 and common attacks'),
      s('zkušenost s bezpečností cloudové infrastruktury', 'experience securing cloud infrastructure'),
    ],
  },
  'design.ux': {
    duties: [
      s('vést rozhovory s uživateli a testovat prototypy', 'interview users and test prototypes'),
      s('kreslit návrhy od skic po detailní obrazovky', 'design from sketches to detailed screens'),
      s('udržovat design systém spolu s vývojáři', 'maintain the design system with engineers'),
    ],
    skills: [
      s('portfolio s projekty, u kterých umíte vysvětlit svá rozhodnutí', 'a portfolio whose decisions you can explain'),
      s('základní znalost přístupnosti', 'a working knowledge of accessibility'),
    ],
  },
  'design.graphic': {
    duties: [
      s('tvořit vizuály pro web, kampaně a sociální sítě', 'create visuals for the web, campaigns and social media'),
      s('hlídat jednotnou vizuální identitu značky', 'keep the brand’s visual identity consistent'),
      s('připravovat podklady pro tisk i video', 'prepare assets for print and video'),
    ],
    skills: [
      s('silné portfolio a cit pro typografii', 'a strong portfolio and a feel for typography'),
      s('schopnost pracovat s krátkými termíny', 'comfort with short deadlines'),
    ],
  },
  'design.product': {
    duties: [
      s('navrhovat celé produktové celky od problému po řešení', 'design whole product areas, from problem to solution'),
      s('spolupracovat s produktovým manažerem a vývojáři každý den', 'work with the product manager and engineers every day'),
      s('měřit, jestli návrhy opravdu pomohly', 'measure whether designs actually helped'),
    ],
    skills: [
      s('zkušenost s návrhem digitálních produktů', 'experience designing digital products'),
      s('schopnost obhájit návrh daty i argumenty', 'the ability to defend a design with data and arguments'),
    ],
  },
  'product.management': {
    duties: [
      s('mluvit se zákazníky a hledat jejich skutečné problémy', 'talk to customers and find their real problems'),
      s('prioritizovat roadmapu a backlog', 'prioritise the roadmap and backlog'),
      s('dodávat funkce společně s vývojem a designem', 'ship features together with engineering and design'),
      s('vyhodnocovat dopad funkcí na čísla', 'measure the impact of features on the numbers'),
    ],
    skills: [
      s('zkušenost s vedením digitálního produktu', 'experience running a digital product'),
      s('analytické myšlení a práce s daty', 'analytical thinking and comfort with data'),
    ],
  },
  'product.owner': {
    duties: [
      s('spravovat backlog a připravovat zadání pro vývojový tým', 'own the backlog and prepare work for the engineering team'),
      s('vést plánování sprintů a předvádění výsledků', 'run sprint planning and reviews'),
      s('být spojkou mezi obchodem a vývojem', 'connect sales and engineering'),
    ],
    skills: [
      s('zkušenost s agilním vývojem', 'experience with agile development'),
      s('schopnost psát jasná a stručná zadání', 'the ability to write clear, concise requirements'),
    ],
  },
  'marketing.performance': {
    duties: [
      s('řídit výkonnostní kampaně ve vyhledávání a na sociálních sítích', 'run performance campaigns in search and on social networks'),
      s('testovat nové kanály a kreativy', 'test new channels and creatives'),
      s('hlídat rozpočet a návratnost investic', 'watch the budget and return on ad spend'),
    ],
    skills: [
      s('zkušenost s řízením placených kampaní', 'hands-on experience with paid campaigns'),
      s('práce s daty a webovou analytikou', 'comfort with data and web analytics'),
    ],
  },
  'marketing.content': {
    duties: [
      s('psát články, případové studie a newslettery', 'write articles, case studies and newsletters'),
      s('ladit texty na webu a v produktu', 'refine the copy on the website and in the product'),
      s('plánovat obsah s ohledem na SEO', 'plan content with SEO in mind'),
    ],
    skills: [
      s('výborná čeština a dobrá angličtina', 'excellent writing and a good command of Czech or English'),
      s('ukázky textů, na které jste hrdí', 'writing samples you are proud of'),
    ],
  },
  'marketing.social': {
    duties: [
      s('spravovat naše profily na sociálních sítích', 'run our social media profiles'),
      s('natáčet a stříhat krátká videa', 'shoot and edit short videos'),
      s('odpovídat komunitě a budovat ji', 'answer and grow our community'),
    ],
    skills: [
      s('přehled o trendech na sociálních sítích', 'a feel for social media trends'),
      s('zkušenost s tvorbou obsahu pro značku', 'experience creating content for a brand'),
    ],
  },
  'marketing.growth': {
    duties: [
      s('hledat příležitosti k růstu napříč produktem a marketingem', 'find growth opportunities across product and marketing'),
      s('navrhovat a vyhodnocovat experimenty', 'design and evaluate experiments'),
      s('optimalizovat registrace a aktivaci uživatelů', 'optimise sign-ups and user activation'),
    ],
    skills: [
      s('zkušenost s A/B testováním', 'experience with A/B testing'),
      s('schopnost spojit kreativitu s čísly', 'the ability to combine creativity with numbers'),
    ],
  },
  'sales.business': {
    duties: [
      s('vyhledávat nové zákazníky a domlouvat první schůzky', 'find new customers and book first meetings'),
      s('vést obchodní jednání až po podpis smlouvy', 'lead sales conversations all the way to a signed contract'),
      s('přinášet zpětnou vazbu z trhu produktovému týmu', 'bring market feedback to the product team'),
    ],
    skills: [
      s('zkušenost s B2B obchodem', 'experience in B2B sales'),
      s('přesvědčivá komunikace a vytrvalost', 'persuasive communication and persistence'),
    ],
  },
  'sales.account': {
    duties: [
      s('starat se o portfolio stávajících zákazníků', 'look after a portfolio of existing customers'),
      s('hledat příležitosti k rozšíření spolupráce', 'find opportunities to grow each account'),
      s('připravovat pravidelné reporty a prodloužení smluv', 'prepare regular reports and contract renewals'),
    ],
    skills: [
      s('zkušenost s péčí o firemní klienty', 'experience managing business clients'),
      s('schopnost budovat dlouhodobé vztahy', 'a talent for long-term relationships'),
    ],
  },
  'analytics.analysis': {
    duties: [
      s('psát SQL dotazy a stavět reporty', 'write SQL queries and build reports'),
      s('pomáhat týmům rozhodovat se podle dat', 'help teams make decisions based on data'),
      s('vyhodnocovat experimenty a kampaně', 'evaluate experiments and campaigns'),
    ],
    skills: [
      s('pokročilé SQL a znalost statistiky', 'advanced SQL and a grounding in statistics'),
      s('schopnost srozumitelně vysvětlit čísla', 'the ability to explain numbers clearly'),
    ],
  },
  'analytics.science': {
    duties: [
      s('trénovat a nasazovat modely strojového učení', 'train and deploy machine learning models'),
      s('připravovat datové sady a měřit kvalitu předpovědí', 'curate datasets and measure prediction quality'),
      s('zkoumat nové přístupy a převádět je do produktu', 'explore new approaches and bring them into the product'),
    ],
    skills: [
      s('zkušenost se strojovým učením v Pythonu', 'experience with machine learning in Python'),
      s('solidní základy statistiky a lineární algebry', 'a solid grounding in statistics and linear algebra'),
    ],
  },
  'analytics.bi': {
    duties: [
      s('stavět dashboardy pro vedení a obchod', 'build dashboards for management and sales'),
      s('spravovat datové modely v BI nástrojích', 'maintain data models in BI tools'),
      s('školit kolegy v práci s reporty', 'train colleagues to use the reports'),
    ],
    skills: [
      s('zkušenost s BI nástroji a SQL', 'experience with BI tools and SQL'),
      s('pochopení obchodních metrik', 'an understanding of business metrics'),
    ],
  },
  'operations.people': {
    duties: [
      s('vést náborové procesy od inzerátu po nástup', 'run hiring from the job ad to the first day'),
      s('starat se o onboarding nových kolegů', 'look after onboarding new colleagues'),
      s('rozvíjet firemní kulturu a zaměstnanecké benefity', 'develop company culture and employee benefits'),
    ],
    skills: [
      s('zkušenost s náborem, ideálně technických lidí', 'recruiting experience, ideally for technical roles'),
      s('empatie a diskrétnost', 'empathy and discretion'),
    ],
  },
  'operations.finance': {
    duties: [
      s('připravovat měsíční uzávěrky a reporty', 'prepare monthly closes and reports'),
      s('plánovat rozpočet a cash flow', 'plan the budget and cash flow'),
      s('spolupracovat s auditorem a daňovým poradcem', 'work with the auditor and tax adviser'),
    ],
    skills: [
      s('znalost českého účetnictví a daní', 'knowledge of Czech accounting and tax'),
      s('pečlivost a pokročilý Excel', 'accuracy and advanced Excel'),
    ],
  },
  'operations.office': {
    duties: [
      s('zajišťovat hladký chod kanceláře', 'keep the office running smoothly'),
      s('organizovat firemní akce a offsity', 'organise company events and offsites'),
      s('pomáhat s administrativou a objednávkami', 'help with administration and purchasing'),
    ],
    skills: [s('organizační talent a samostatnost', 'an organising talent and independence'), s('přátelské vystupování', 'a friendly manner')],
  },
  'management.project': {
    duties: [
      s('plánovat a řídit projekty se zákazníky', 'plan and run customer projects'),
      s('hlídat termíny, rozpočet a rizika', 'keep track of deadlines, budget and risks'),
      s('koordinovat vývoj, obchod a podporu', 'coordinate engineering, sales and support'),
    ],
    skills: [
      s('zkušenost s řízením softwarových projektů', 'experience managing software projects'),
      s('jasná komunikace se zákazníky i týmem', 'clear communication with customers and the team'),
    ],
  },
  'management.leadership': {
    duties: [
      s('vést tým a pomáhat lidem růst', 'lead a team and help people grow'),
      s('nabírat nové kolegy', 'hire new colleagues'),
      s('spoluvytvářet strategii se zakladateli', 'shape the strategy with the founders'),
    ],
    skills: [
      s('zkušenost s vedením lidí', 'experience leading people'),
      s('schopnost delegovat a dávat zpětnou vazbu', 'the ability to delegate and give feedback'),
    ],
  },
  'customer_care.support': {
    duties: [
      s('odpovídat zákazníkům v chatu, e-mailem i po telefonu', 'answer customers by chat, email and phone'),
      s('psát návody a odpovědi do znalostní báze', 'write guides and knowledge-base answers'),
      s('předávat vývoji přesné popisy chyb', 'pass precise bug reports to engineering'),
    ],
    skills: [
      s('trpělivost a radost z pomáhání lidem', 'patience and joy in helping people'),
      s('dobrá písemná komunikace', 'good written communication'),
    ],
  },
  'customer_care.success': {
    duties: [
      s('provázet nové zákazníky zaváděním produktu', 'guide new customers through onboarding'),
      s('sledovat spokojenost zákazníků a předcházet odchodům', 'track customer health and prevent churn'),
      s('hledat, jak zákazníkům pomoci růst', 'find ways to help customers grow'),
    ],
    skills: [s('zkušenost s péčí o zákazníky v SaaS', 'experience in SaaS customer success'), s('proaktivní přístup', 'a proactive approach')],
  },
  cofounder: {
    duties: [
      s(
        'spoluvytvářet firmu od prvního dne a podílet se na všech zásadních rozhodnutích',
        'build the company from day one and share every major decision',
      ),
      s('postavit a vést vlastní tým', 'build and lead your own team'),
      s('jednat s investory a klíčovými zákazníky', 'meet investors and key customers'),
    ],
    skills: [
      s('podnikatelské myšlení a zkušenosti z rychle rostoucí firmy', 'an entrepreneurial mindset and experience in a fast-growing company'),
      s('ochota vyměnit část platu za podíl ve firmě', 'willingness to trade part of your salary for equity'),
    ],
  },
};
