// Server-only seed material: product areas of the generated companies. Each has name suffixes,
// product ideas (a company's short description in both languages), the fields it mostly hires in
// and the tools its non-engineering teams use. Hand-written, fictional.
import type { Technology } from '@raketa/shared/jobs';
import type { FieldOfInterest } from '@raketa/shared/account';

export interface Bilingual {
  cs: string;
  en: string;
}

export interface Sector {
  /** Used in generated names: `<stem> <suffix>`. */
  suffixes: string[];
  ideas: Bilingual[];
  /** Fields this kind of company hires in most, besides development. */
  fields: FieldOfInterest[];
  /** Tools typical for the sector beyond the engineering stack. */
  tools: Technology[];
  /** "We work for ..." in both languages: who the customers are. */
  customers: Bilingual;
}

const s = (cs: string, en: string): Bilingual => ({ cs, en });

export const SECTORS = {
  fintech: {
    suffixes: ['Pay', 'Finance', 'Money', 'Wallet', 'Capital'],
    ideas: [
      s('Platební brána pro malé e-shopy s výplatou do druhého dne.', 'A payment gateway for small online shops with next-day payouts.'),
      s(
        'Účetnictví pro živnostníky, které se vede samo z bankovních výpisů.',
        'Bookkeeping for sole traders that keeps itself from bank statements.',
      ),
      s('Firemní platební karty s limity pro každý tým.', 'Company payment cards with spending limits for every team.'),
      s(
        'Investiční aplikace, která učí začínající investory rozkládat riziko.',
        'An investing app that teaches first-time investors to spread risk.',
      ),
      s('Fakturace a vymáhání pohledávek pro malé firmy.', 'Invoicing and debt collection for small businesses.'),
      s('Hypotéky sjednané online s odpovědí do 24 hodin.', 'Mortgages arranged online with an answer within 24 hours.'),
    ],
    fields: ['product', 'analytics', 'sales', 'customer_care'],
    tools: ['salesforce', 'tableau'],
    customers: s('malé a střední firmy a jejich účetní', 'small and mid-sized businesses and their accountants'),
  },
  insurance: {
    suffixes: ['Insure', 'Cover', 'Shield', 'Assist'],
    ideas: [
      s('Pojištění pro freelancery sjednané online za pět minut.', 'Insurance for freelancers, arranged online in five minutes.'),
      s('Cestovní pojištění, které se zapne samo, když překročíte hranice.', 'Travel insurance that switches itself on when you cross a border.'),
      s('Likvidace pojistných událostí z fotek v mobilu.', 'Insurance claims settled from photos on your phone.'),
      s('Pojištění domácností podle skutečného rizika, ne podle tabulek.', 'Home insurance priced on real risk, not on tables.'),
      s('Srovnávač a správce všech pojistek v jedné aplikaci.', 'One app to compare and manage all your insurance policies.'),
    ],
    fields: ['product', 'analytics', 'customer_care', 'sales'],
    tools: ['salesforce', 'powerbi'],
    customers: s('domácnosti, živnostníky a malé firmy', 'households, freelancers and small businesses'),
  },
  health: {
    suffixes: ['Health', 'Care', 'Med', 'Clinic', 'Vital'],
    ideas: [
      s('Digitální ambulance pro pacienty s chronickými nemocemi.', 'A digital clinic for patients with chronic conditions.'),
      s('Objednávání k lékaři online bez čekání na telefonu.', 'Online doctor appointments without waiting on the phone.'),
      s('Aplikace pro fyzioterapii doma pod dohledem terapeuta.', 'An app for physiotherapy at home, supervised by a therapist.'),
      s('Software pro zubní ordinace od objednávek po fakturaci.', 'Software for dental practices, from bookings to billing.'),
      s('Psychoterapie po videu s ověřenými terapeuty.', 'Video therapy with vetted therapists.'),
      s('Umělá inteligence, která pomáhá radiologům číst snímky rychleji.', 'AI that helps radiologists read scans faster.'),
    ],
    fields: ['product', 'design', 'customer_care', 'analytics'],
    tools: ['figma', 'hubspot'],
    customers: s('pacienty, lékaře a zdravotní pojišťovny', 'patients, doctors and health insurers'),
  },
  education: {
    suffixes: ['Learn', 'Academy', 'Edu', 'School', 'Mind'],
    ideas: [
      s('Online doučování, které spojuje vysokoškoláky se žáky.', 'Online tutoring that pairs university students with pupils.'),
      s('Interaktivní učebnice matematiky pro základní školy.', 'Interactive maths textbooks for primary schools.'),
      s('Kurzy programování pro lidi, kteří mění obor.', 'Coding courses for people changing careers.'),
      s('Jazyková výuka v krátkých lekcích na každý den.', 'Language learning in short daily lessons.'),
      s('Školní informační systém, který mají rádi učitelé i rodiče.', 'A school information system that teachers and parents both like.'),
    ],
    fields: ['design', 'marketing', 'product', 'customer_care'],
    tools: ['figma', 'hubspot', 'google-ads'],
    customers: s('školy, učitele, studenty a rodiče', 'schools, teachers, students and parents'),
  },
  logistics: {
    suffixes: ['Logistics', 'Freight', 'Route', 'Cargo', 'Fleet'],
    ideas: [
      s('Plánování tras a skladů pro střední dopravce.', 'Route and warehouse planning for mid-sized carriers.'),
      s('Výdejní boxy, které si e-shopy pronajmou na míru.', 'Parcel lockers that online shops rent to fit their needs.'),
      s('Burza volných kapacit kamionů v celé Evropě.', 'A marketplace for spare truck capacity across Europe.'),
      s('Skladový systém pro e-shopy, který zvládne Vánoce.', 'A warehouse system for online shops that survives Christmas.'),
      s('Doručování ve městech na elektrokolech a bez emisí.', 'Zero-emission city delivery on electric cargo bikes.'),
    ],
    fields: ['operations', 'analytics', 'sales', 'customer_care'],
    tools: ['powerbi', 'salesforce'],
    customers: s('dopravce, sklady a e-shopy', 'carriers, warehouses and online shops'),
  },
  commerce: {
    suffixes: ['Commerce', 'Shop', 'Market', 'Store', 'Cart'],
    ideas: [
      s('Headless e-commerce platforma pro středoevropské značky.', 'A headless commerce platform for Central European brands.'),
      s('Tržiště pro lokální řemeslníky a designéry.', 'A marketplace for local makers and designers.'),
      s('Second-hand móda s ověřením pravosti a vrácením zdarma.', 'Second-hand fashion with authenticity checks and free returns.'),
      s('Předplatné kávy, čaje a dobrot od malých pražíren.', 'Subscriptions for coffee, tea and treats from small roasters.'),
      s('Nástroj pro e-shopy, který doporučí správnou velikost oblečení.', 'A tool that tells online shoppers which clothing size fits.'),
    ],
    fields: ['marketing', 'design', 'customer_care', 'operations'],
    tools: ['google-ads', 'hubspot', 'figma'],
    customers: s('e-shopy a jejich zákazníky', 'online shops and their customers'),
  },
  food: {
    suffixes: ['Foods', 'Kitchen', 'Fresh', 'Bistro', 'Farm'],
    ideas: [
      s('Poctivá česká jídla z lokálních surovin až ke dveřím.', 'Honest Czech meals from local ingredients, delivered to your door.'),
      s('Rozvoz nákupů od farmářů do druhého dne.', 'Next-day grocery delivery straight from farmers.'),
      s('Software pro restaurace: objednávky, sklad a směny v jednom.', 'Software for restaurants: orders, stock and shifts in one place.'),
      s('Rostlinné alternativy masa vyráběné v Česku.', 'Plant-based meat alternatives made in Czechia.'),
      s('Firemní stravování bez stravenek a front.', 'Workplace meals without vouchers or queues.'),
    ],
    fields: ['operations', 'marketing', 'customer_care', 'sales'],
    tools: ['google-ads', 'hubspot'],
    customers: s('domácnosti, kanceláře a restaurace', 'households, offices and restaurants'),
  },
  energy: {
    suffixes: ['Energy', 'Power', 'Solar', 'Grid', 'Volt'],
    ideas: [
      s('Komunitní energetika a sdílení elektřiny ze střech.', 'Community energy and sharing of rooftop solar power.'),
      s('Chytré řízení tepelných čerpadel podle ceny elektřiny.', 'Smart heat pump control that follows electricity prices.'),
      s('Nabíjecí stanice pro firemní flotily elektromobilů.', 'Charging stations for company electric vehicle fleets.'),
      s('Domácí baterie, které vydělávají na výkyvech sítě.', 'Home batteries that earn money from grid fluctuations.'),
      s('Energetické audity budov z dat chytrých měřičů.', 'Building energy audits from smart meter data.'),
    ],
    fields: ['analytics', 'sales', 'operations', 'product'],
    tools: ['powerbi', 'salesforce'],
    customers: s('domácnosti, obce a firmy', 'households, municipalities and businesses'),
  },
  climate: {
    suffixes: ['Earth', 'Green', 'Climate', 'Carbon', 'Terra'],
    ideas: [
      s('Satelitní snímky a strojové učení pro zdravější lesy.', 'Satellite imagery and machine learning for healthier forests.'),
      s('Měření uhlíkové stopy firem z účetních dat.', 'Company carbon footprints measured from accounting data.'),
      s('Precizní zemědělství: senzory vlhkosti a doporučení pro závlahu.', 'Precision farming: moisture sensors and irrigation advice.'),
      s('Sběr a třídění odpadu řízené daty pro města.', 'Data-driven waste collection and sorting for cities.'),
      s('Ověřování uhlíkových kreditů přímo v terénu.', 'Verifying carbon credits out in the field.'),
    ],
    fields: ['analytics', 'product', 'sales', 'operations'],
    tools: ['tableau', 'hubspot'],
    customers: s('firmy, zemědělce a obce', 'companies, farmers and municipalities'),
  },
  mobility: {
    suffixes: ['Mobility', 'Ride', 'Move', 'Transit', 'Go'],
    ideas: [
      s('Jedna jízdenka na MHD, sdílená kola i vlaky.', 'One ticket for public transport, shared bikes and trains.'),
      s('Sdílená elektrokola a koloběžky pro menší města.', 'Shared e-bikes and scooters for smaller towns.'),
      s('Spolujízda do práce pro zaměstnance velkých firem.', 'Commute carpooling for employees of large companies.'),
      s('Parkování bez automatů: zaplatíte z mobilu a odjedete.', 'Parking without meters: pay on your phone and go.'),
      s('Software pro dopravní podniky, který ví, kde je každý spoj.', 'Software for transit operators that knows where every vehicle is.'),
    ],
    fields: ['product', 'operations', 'customer_care', 'analytics'],
    tools: ['tableau', 'figma'],
    customers: s('cestující, města a dopravce', 'passengers, cities and transport operators'),
  },
  travel: {
    suffixes: ['Travel', 'Trips', 'Journey', 'Stay', 'Voyage'],
    ideas: [
      s('Služební cesty bez papírování.', 'Business travel without the paperwork.'),
      s('Rezervační systém pro penziony a malé hotely.', 'A booking system for guesthouses and small hotels.'),
      s('Vlakem po Evropě: jedna jízdenka přes všechny dopravce.', 'Europe by train: one ticket across every operator.'),
      s('Zážitkové výlety s místními průvodci.', 'Experience trips with local guides.'),
      s('Firemní offsity na klíč od ubytování po program.', 'Company offsites end to end, from rooms to the programme.'),
    ],
    fields: ['marketing', 'customer_care', 'sales', 'product'],
    tools: ['google-ads', 'hubspot'],
    customers: s('cestovatele, firmy a ubytovatele', 'travellers, companies and hosts'),
  },
  hr: {
    suffixes: ['People', 'Talent', 'Team', 'Hire', 'Work'],
    ideas: [
      s('Nábor a onboarding pro malé firmy.', 'Hiring and onboarding for small companies.'),
      s('Docházka a plánování směn z mobilu.', 'Attendance and shift planning on your phone.'),
      s('Zpětná vazba a pravidelné one-on-one schůzky bez tabulek.', 'Feedback and regular one-on-ones without spreadsheets.'),
      s('Benefity, které si zaměstnanci vybírají sami.', 'Benefits that employees choose for themselves.'),
      s('Mzdy a personalistika v jedné aplikaci pro startupy.', 'Payroll and HR in one app for startups.'),
    ],
    fields: ['sales', 'customer_care', 'marketing', 'product'],
    tools: ['hubspot', 'salesforce'],
    customers: s('personalisty, manažery a jejich týmy', 'HR teams, managers and their people'),
  },
  legal: {
    suffixes: ['Legal', 'Law', 'Docs', 'Sign', 'Lex'],
    ideas: [
      s('Smlouvy a právní agenda pro startupy na pár kliknutí.', 'Contracts and legal paperwork for startups in a few clicks.'),
      s('Elektronické podpisy s ověřením přes bankovní identitu.', 'Electronic signatures verified through bank identity.'),
      s('Správa ochranných známek pro malé značky.', 'Trademark management for small brands.'),
      s('Vyhledávání v judikatuře pomocí jazykových modelů.', 'Case-law search powered by language models.'),
      s('GDPR bez stresu: registr zpracování a šablony dokumentů.', 'GDPR without the stress: processing records and document templates.'),
    ],
    fields: ['sales', 'product', 'customer_care', 'marketing'],
    tools: ['hubspot'],
    customers: s('advokátní kanceláře, zakladatele a malé firmy', 'law firms, founders and small businesses'),
  },
  security: {
    suffixes: ['Security', 'Guard', 'Sec', 'Defense', 'Lock'],
    ideas: [
      s('Kybernetická bezpečnost pro nemocnice a úřady.', 'Cybersecurity for hospitals and public offices.'),
      s('Simulace phishingu a školení zaměstnanců.', 'Phishing simulations and staff training.'),
      s('Správa hesel a přístupů pro celé firmy.', 'Password and access management for whole companies.'),
      s('Nepřetržitý dohled nad firemními sítěmi.', 'Round-the-clock monitoring of company networks.'),
      s('Automatické penetrační testy webových aplikací.', 'Automated penetration testing of web applications.'),
    ],
    fields: ['sales', 'customer_care', 'product', 'management'],
    tools: ['salesforce'],
    customers: s('nemocnice, úřady a firmy', 'hospitals, public bodies and companies'),
  },
  devtools: {
    suffixes: ['Cloud', 'Stack', 'Dev', 'Ops', 'Labs'],
    ideas: [
      s('Evropský vývojářský cloud s datovými centry v Praze a Frankfurtu.', 'A European developer cloud with data centres in Prague and Frankfurt.'),
      s('Monitoring aplikací, který upozorní dřív než zákazník.', 'Application monitoring that warns you before customers do.'),
      s('Náhledová prostředí pro každý pull request.', 'Preview environments for every pull request.'),
      s('Správa feature flagů a postupného nasazování.', 'Feature flags and gradual rollouts.'),
      s('Testování API a kontraktů mezi službami.', 'API and contract testing between services.'),
    ],
    fields: ['product', 'customer_care', 'marketing'],
    tools: ['hubspot'],
    customers: s('vývojářské týmy po celé Evropě', 'engineering teams across Europe'),
  },
  data: {
    suffixes: ['Analytics', 'Data', 'Insight', 'Metrics', 'AI'],
    ideas: [
      s('Produktová analytika, která respektuje soukromí uživatelů.', 'Product analytics that respects user privacy.'),
      s('Předpověď poptávky pro obchody a výrobce.', 'Demand forecasting for retailers and manufacturers.'),
      s('Datový sklad na klíč pro středně velké firmy.', 'A ready-made data warehouse for mid-sized companies.'),
      s('Jazykové modely pro zákaznickou podporu v češtině.', 'Language models for customer support in Czech.'),
      s('Dashboardy, kterým rozumí i vedení firmy.', 'Dashboards that even the board understands.'),
    ],
    fields: ['analytics', 'product', 'sales'],
    tools: ['tableau', 'powerbi'],
    customers: s('produktové a datové týmy', 'product and data teams'),
  },
  gaming: {
    suffixes: ['Games', 'Studio', 'Play', 'Pixel', 'Arcade'],
    ideas: [
      s('Nezávislé herní studio za taktickou hrou Steel River.', 'The independent game studio behind the tactics game Steel River.'),
      s('Mobilní hry pro celou rodinu bez agresivních reklam.', 'Mobile games for the whole family without aggressive ads.'),
      s('Nástroje pro herní studia na testování a telemetrii.', 'Tools for game studios to test and collect telemetry.'),
      s('Vzdělávací hry, které baví děti i učitele.', 'Educational games that children and teachers enjoy.'),
      s('Kooperativní hry pro virtuální realitu.', 'Co-operative games for virtual reality.'),
    ],
    fields: ['design', 'marketing', 'product'],
    tools: ['figma'],
    customers: s('hráče po celém světě', 'players all over the world'),
  },
  manufacturing: {
    suffixes: ['Robotics', 'Factory', 'Works', 'Industries', 'Vision'],
    ideas: [
      s('Počítačové vidění pro kontrolu kvality ve výrobě.', 'Computer vision for quality control in manufacturing.'),
      s('Kolaborativní roboti pro malé a střední výrobce.', 'Collaborative robots for small and mid-sized manufacturers.'),
      s('Prediktivní údržba strojů ze senzorových dat.', 'Predictive machine maintenance from sensor data.'),
      s('Digitální dvojče výrobní linky pro plánování směn.', 'A digital twin of the production line for shift planning.'),
      s('3D tisk kovových dílů na zakázku do 48 hodin.', 'Custom metal 3D printing within 48 hours.'),
    ],
    fields: ['operations', 'sales', 'analytics', 'management'],
    tools: ['powerbi', 'salesforce'],
    customers: s('výrobní firmy a jejich technology', 'manufacturers and their engineers'),
  },
  space: {
    suffixes: ['Space', 'Orbit', 'Aero', 'Sky', 'Rocket'],
    ideas: [
      s('Malé družice a software pro jejich řízení.', 'Small satellites and the software that flies them.'),
      s('Drony pro inspekce mostů a elektrického vedení.', 'Drones for inspecting bridges and power lines.'),
      s('Satelitní data o stavu polí pro pojišťovny.', 'Satellite crop data for insurers.'),
      s('Pozemní stanice pro komunikaci s nanosatelity.', 'Ground stations for talking to nanosatellites.'),
    ],
    fields: ['analytics', 'management', 'operations'],
    tools: ['tableau'],
    customers: s('vesmírné agentury, pojišťovny a energetiky', 'space agencies, insurers and utilities'),
  },
  realestate: {
    suffixes: ['Home', 'Estate', 'Rent', 'Living', 'Spaces'],
    ideas: [
      s('Pronájem bytů bez realitky a s ověřenými nájemníky.', 'Flat rentals without agents and with verified tenants.'),
      s('Správa bytových domů a SVJ v jedné aplikaci.', 'Apartment building and owners’ association management in one app.'),
      s('Odhad ceny nemovitosti během minuty.', 'A property valuation within a minute.'),
      s('Coworkingy na hodiny v celém Česku.', 'Coworking spaces by the hour all over Czechia.'),
      s('Software pro stavební firmy: rozpočty, harmonogramy a fotodokumentace.', 'Software for builders: budgets, schedules and photo records.'),
    ],
    fields: ['sales', 'marketing', 'customer_care', 'operations'],
    tools: ['hubspot', 'google-ads'],
    customers: s('majitele, nájemníky a správce domů', 'owners, tenants and property managers'),
  },
  marketing: {
    suffixes: ['Media', 'Reach', 'Brand', 'Signal', 'Loop'],
    ideas: [
      s('Automatizace e-mailového marketingu pro e-shopy.', 'Email marketing automation for online shops.'),
      s('Měření kampaní bez cookies třetích stran.', 'Campaign measurement without third-party cookies.'),
      s('Platforma pro spolupráci značek s influencery.', 'A platform for brands to work with creators.'),
      s('Recenze a hodnocení, kterým zákazníci věří.', 'Reviews and ratings that customers trust.'),
      s('Věrnostní programy pro kavárny a malé obchody.', 'Loyalty programmes for cafés and small shops.'),
    ],
    fields: ['marketing', 'sales', 'analytics', 'customer_care'],
    tools: ['google-ads', 'hubspot', 'tableau'],
    customers: s('značky, e-shopy a marketingové agentury', 'brands, online shops and marketing agencies'),
  },
  media: {
    suffixes: ['Media', 'Stories', 'Audio', 'Press', 'Stream'],
    ideas: [
      s('Podcastová platforma s předplatným pro nezávislé tvůrce.', 'A subscription podcast platform for independent creators.'),
      s('Regionální zpravodajství financované čtenáři.', 'Local news funded by its readers.'),
      s('Audioknihy v češtině a slovenštině na jedno předplatné.', 'Czech and Slovak audiobooks on one subscription.'),
      s('Titulky a dabing videí pomocí umělé inteligence.', 'AI subtitles and dubbing for video.'),
    ],
    fields: ['marketing', 'design', 'product', 'customer_care'],
    tools: ['google-ads', 'figma'],
    customers: s('čtenáře, posluchače a tvůrce', 'readers, listeners and creators'),
  },
} satisfies Record<string, Sector>;

export type SectorKey = keyof typeof SECTORS;
export const SECTOR_KEYS = Object.keys(SECTORS) as SectorKey[];
