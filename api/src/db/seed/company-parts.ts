// Server-only seed material: hand-written bilingual parts the generated companies are built from
// (name stems, places, story sentences, photo captions). Placeholders: {name}, {year}, {in},
// {city}, {customers}, {count}, {countries}.
import type { Location } from '@raketa/shared/jobs';
import type { Bilingual } from './sectors';

const s = (cs: string, en: string): Bilingual => ({ cs, en });

/** A place as prose: Czech name, Czech with its preposition in the locative ("v Brně"), English. */
export const PLACES: Record<Location, { cs: string; in: string; en: string; domestic: boolean }> = {
  praha: { cs: 'Praha', in: 'v Praze', en: 'Prague', domestic: true },
  brno: { cs: 'Brno', in: 'v Brně', en: 'Brno', domestic: true },
  ostrava: { cs: 'Ostrava', in: 'v Ostravě', en: 'Ostrava', domestic: true },
  plzen: { cs: 'Plzeň', in: 'v Plzni', en: 'Plzeň', domestic: true },
  olomouc: { cs: 'Olomouc', in: 'v Olomouci', en: 'Olomouc', domestic: true },
  liberec: { cs: 'Liberec', in: 'v Liberci', en: 'Liberec', domestic: true },
  'hradec-kralove': { cs: 'Hradec Králové', in: 'v Hradci Králové', en: 'Hradec Králové', domestic: true },
  'ceske-budejovice': { cs: 'České Budějovice', in: 'v Českých Budějovicích', en: 'České Budějovice', domestic: true },
  pardubice: { cs: 'Pardubice', in: 'v Pardubicích', en: 'Pardubice', domestic: true },
  zlin: { cs: 'Zlín', in: 've Zlíně', en: 'Zlín', domestic: true },
  bratislava: { cs: 'Bratislava', in: 'v Bratislavě', en: 'Bratislava', domestic: false },
  kosice: { cs: 'Košice', in: 'v Košicích', en: 'Košice', domestic: false },
  vienna: { cs: 'Vídeň', in: 've Vídni', en: 'Vienna', domestic: false },
  berlin: { cs: 'Berlín', in: 'v Berlíně', en: 'Berlin', domestic: false },
  london: { cs: 'Londýn', in: 'v Londýně', en: 'London', domestic: false },
};

/** Headquarters of generated companies, weighted like the Czech startup scene (Prague first). */
export const HEADQUARTERS: Location[] = [
  ...Array<Location>(14).fill('praha'),
  ...Array<Location>(6).fill('brno'),
  'ostrava',
  'ostrava',
  'plzen',
  'plzen',
  'olomouc',
  'liberec',
  'hradec-kralove',
  'ceske-budejovice',
  'pardubice',
  'zlin',
  'bratislava',
  'bratislava',
  'kosice',
  'vienna',
  'berlin',
  'london',
];

/** First words of generated names: Czech nature and everyday words, plus a few neutral ones. */
export const NAME_STEMS = [
  'Sýkora',
  'Jezevec',
  'Vydra',
  'Datel',
  'Čáp',
  'Rys',
  'Sokol',
  'Lasička',
  'Ježek',
  'Kos',
  'Bobr',
  'Veverka',
  'Sova',
  'Liška',
  'Kavka',
  'Svišť',
  'Hrdlička',
  'Tetřev',
  'Mlok',
  'Užovka',
  'Dub',
  'Buk',
  'Jasan',
  'Javor',
  'Habr',
  'Jedle',
  'Modřín',
  'Šípek',
  'Vřes',
  'Kapradí',
  'Řeka',
  'Potok',
  'Skála',
  'Vrch',
  'Louka',
  'Háj',
  'Tůň',
  'Pramen',
  'Brod',
  'Úval',
  'Jiskra',
  'Blesk',
  'Duha',
  'Mrak',
  'Vítr',
  'Rosa',
  'Mráz',
  'Úsvit',
  'Poledne',
  'Soumrak',
  'Kompas',
  'Maják',
  'Kotel',
  'Mlýn',
  'Pero',
  'Klíč',
  'Kmen',
  'Tkalcovna',
  'Kovárna',
  'Cihla',
  'Nova',
  'Vektor',
  'Kvantum',
  'Prizma',
  'Atlas',
  'Orbit',
  'Pulse',
  'Nimbus',
  'Ferro',
  'Argo',
];

export const STORIES: Bilingual[] = [
  s(
    '{name} jsme založili v roce {year} {in}, když jsme sami narazili na problém, který nikdo pořádně neřešil.',
    'We founded {name} in {city} in {year}, after running into a problem nobody was solving properly.',
  ),
  s(
    'Začínali jsme v roce {year} ve třech lidech v malé kanceláři {in}; první zákazníky jsme obvolávali sami.',
    'We started in {year} as three people in a small office in {city}, calling our first customers ourselves.',
  ),
  s(
    'Firma vznikla v roce {year} {in} jako vedlejší projekt dvou kamarádů z vysoké školy.',
    'The company began in {city} in {year} as a side project of two university friends.',
  ),
  s(
    'Od roku {year} stavíme produkt {in} a růst financujeme hlavně z tržeb.',
    'Since {year} we have been building our product in {city}, funding growth mostly from revenue.',
  ),
  s(
    'V roce {year} jsme {in} odešli z korporátů, abychom postavili nástroj, který nám tam chyběl.',
    'In {year} we left corporate jobs in {city} to build the tool we had always been missing there.',
  ),
];

export const TRACTION: Bilingual[] = [
  s(
    'Dnes pracujeme pro {customers} v {countries} zemích a máme přes {count} platících zákazníků.',
    'Today we work for {customers} in {countries} countries and have over {count} paying customers.',
  ),
  s(
    'Náš produkt používá každý měsíc přes {count} lidí; stavíme ho hlavně pro {customers}.',
    'Over {count} people use our product every month; we build it mainly for {customers}.',
  ),
  s('Obsluhujeme {customers} a loni jsme zdvojnásobili tržby.', 'We serve {customers} and doubled our revenue last year.'),
  s(
    'Podporují nás investoři ze střední Evropy a pracujeme pro {customers}; spokojených zákazníků máme přes {count}.',
    'We are backed by Central European investors and work for {customers}; we have over {count} happy customers.',
  ),
];

export const TEAM_BY_SIZE: Record<string, Bilingual> = {
  '1-10': s(
    'Jsme malý tým do deseti lidí, takže každý hlas je slyšet a rozhodujeme rychle.',
    'We are a small team of under ten, so every voice is heard and decisions are quick.',
  ),
  '11-50': s(
    'Máme kolem třiceti lidí ve vývoji, produktu a obchodu a pořád se známe jménem.',
    'We are around thirty people across engineering, product and sales, and still know everyone by name.',
  ),
  '51-200': s(
    'Jsme zhruba sto lidí v několika samostatných týmech, z nichž každý vlastní svou část produktu.',
    'We are about a hundred people in autonomous teams, each owning a part of the product.',
  ),
  '201-500': s(
    'Máme přes dvě stě lidí, ale pracujeme v malých týmech s jasnou zodpovědností.',
    'We are over two hundred people, yet we work in small teams with clear ownership.',
  ),
  '500+': s(
    'Jsme přes pět set lidí ve více zemích a pořád si držíme startupové tempo.',
    'We are more than five hundred people in several countries and keep a startup pace.',
  ),
};

export const CULTURE: Bilingual[] = [
  s(
    'Záleží nám na otevřenosti: čísla firmy i plány sdílíme s celým týmem.',
    'We value openness: company numbers and plans are shared with the whole team.',
  ),
  s('Věříme v autonomii, krátké porady a psanou komunikaci.', 'We believe in autonomy, short meetings and written communication.'),
  s(
    'Kód i rozhodnutí procházejí review a chyby bereme jako příležitost se učit.',
    'Code and decisions go through review, and we treat mistakes as a chance to learn.',
  ),
  s(
    'Každé čtvrtletí máme hackathon a pětinu času můžete věnovat vlastním nápadům.',
    'Every quarter we run a hackathon, and you can spend a fifth of your time on your own ideas.',
  ),
  s(
    'Pracujeme udržitelným tempem: žádné přesčasy jako standard a volné pátky po vydání velké verze.',
    'We work at a sustainable pace: no overtime by default, and a free Friday after each big release.',
  ),
];

export const HIRING: Bilingual[] = [
  s(
    'Hledáme lidi, kteří se nebojí převzít zodpovědnost a rádi se učí nové věci.',
    'We are looking for people who take ownership and love learning new things.',
  ),
  s(
    'Rosteme a hledáme kolegy, se kterými posuneme produkt na další trhy.',
    'We are growing and looking for colleagues to take the product to new markets.',
  ),
  s(
    'Pokud vás baví řešit skutečné problémy skutečných zákazníků, ozvěte se nám.',
    'If you enjoy solving real problems for real customers, get in touch.',
  ),
];

export const PHOTO_CAPTIONS: Bilingual[] = [
  s('Naše kancelář {in}', 'Our office in {city}'),
  s('Ranní stand-up celého týmu', 'The whole team at the morning stand-up'),
  s('Letní offsite na horách', 'Our summer offsite in the mountains'),
  s('Páteční demo nových funkcí', 'Friday demo of new features'),
  s('Hackathon a pizza', 'Hackathon and pizza'),
  s('Workshop se zákazníky', 'A workshop with customers'),
];
