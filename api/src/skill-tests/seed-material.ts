// Server-only: the hand-written bilingual skill tests the seed inserts. A question with more than
// one correct option is multiple choice; otherwise single choice.

export interface SeedOption {
  cs: string;
  en: string;
  correct?: boolean;
}

export interface SeedQuestion {
  topic: string;
  cs: string;
  en: string;
  options: SeedOption[];
}

export interface SeedTest {
  slug: string;
  title: { cs: string; en: string };
  description: { cs: string; en: string };
  topic: { cs: string; en: string };
  minutes: number;
  /** Labels of the question topic codes. */
  topics: Record<string, { cs: string; en: string }>;
  questions: SeedQuestion[];
}

const o = (cs: string, en: string, correct = false): SeedOption => ({ cs, en, correct });

export const SEED_TESTS: SeedTest[] = [
  {
    slug: 'javascript-basics',
    title: { cs: 'Základy JavaScriptu', en: 'JavaScript basics' },
    description: {
      cs: 'Proměnné, typy, funkce, asynchronní kód a práce s poli. Ověřte si, že máte pevné základy pro frontend i Node.js.',
      en: 'Variables, types, functions, asynchronous code and arrays. Check that your foundations hold for frontend and Node.js work.',
    },
    topic: { cs: 'Vývoj', en: 'Development' },
    minutes: 12,
    topics: {
      syntax: { cs: 'Syntaxe a typy', en: 'Syntax and types' },
      functions: { cs: 'Funkce a rozsahy', en: 'Functions and scope' },
      async: { cs: 'Asynchronní kód', en: 'Asynchronous code' },
      arrays: { cs: 'Pole a objekty', en: 'Arrays and objects' },
    },
    questions: [
      {
        topic: 'syntax',
        cs: 'Jaký je výsledek výrazu `typeof null`?',
        en: 'What does `typeof null` evaluate to?',
        options: [o('"null"', '"null"'), o('"object"', '"object"', true), o('"undefined"', '"undefined"'), o('Vyhodí chybu', 'It throws an error')],
      },
      {
        topic: 'syntax',
        cs: 'Které deklarace vytvářejí proměnnou s blokovým rozsahem?',
        en: 'Which declarations create a block-scoped variable?',
        options: [
          o('let', 'let', true),
          o('const', 'const', true),
          o('var', 'var'),
          o('function (v nestriktním režimu)', 'function (in sloppy mode)'),
        ],
      },
      {
        topic: 'syntax',
        cs: 'Jaký je výsledek `0.1 + 0.2 === 0.3`?',
        en: 'What is the result of `0.1 + 0.2 === 0.3`?',
        options: [o('true', 'true'), o('false', 'false', true), o('NaN', 'NaN'), o('SyntaxError', 'SyntaxError')],
      },
      {
        topic: 'functions',
        cs: 'Čím se šipková funkce liší od běžné funkce?',
        en: 'How does an arrow function differ from a regular function?',
        options: [
          o('Nemá vlastní `this`', 'It has no own `this`', true),
          o('Nelze ji volat s `new`', 'It cannot be called with `new`', true),
          o('Je vždy asynchronní', 'It is always asynchronous'),
          o('Nemůže vracet objekt', 'It cannot return an object'),
        ],
      },
      {
        topic: 'functions',
        cs: 'Co je uzávěr (closure)?',
        en: 'What is a closure?',
        options: [
          o(
            'Funkce, která si pamatuje proměnné z rozsahu, v němž vznikla',
            'A function that remembers the variables of the scope it was created in',
            true,
          ),
          o('Způsob, jak ukončit běh programu', 'A way to stop a program'),
          o('Blok `try/finally`', 'A `try/finally` block'),
          o('Zmrazený objekt', 'A frozen object'),
        ],
      },
      {
        topic: 'async',
        cs: 'V jakém pořadí se vypíše: `console.log(1); setTimeout(() => console.log(2)); Promise.resolve().then(() => console.log(3)); console.log(4);`?',
        en: 'In what order does this print: `console.log(1); setTimeout(() => console.log(2)); Promise.resolve().then(() => console.log(3)); console.log(4);`?',
        options: [o('1, 2, 3, 4', '1, 2, 3, 4'), o('1, 4, 3, 2', '1, 4, 3, 2', true), o('1, 4, 2, 3', '1, 4, 2, 3'), o('1, 3, 4, 2', '1, 3, 4, 2')],
      },
      {
        topic: 'async',
        cs: 'Které metody počkají na splnění všech předaných promisů?',
        en: 'Which methods wait for all the given promises to settle or fulfil?',
        options: [
          o('Promise.all', 'Promise.all', true),
          o('Promise.allSettled', 'Promise.allSettled', true),
          o('Promise.race', 'Promise.race'),
          o('Promise.any', 'Promise.any'),
        ],
      },
      {
        topic: 'arrays',
        cs: 'Která metoda pole NEMĚNÍ původní pole?',
        en: 'Which array method does NOT change the original array?',
        options: [o('sort', 'sort'), o('splice', 'splice'), o('map', 'map', true), o('reverse', 'reverse')],
      },
      {
        topic: 'arrays',
        cs: 'Jak vytvoříte mělkou kopii objektu `a`?',
        en: 'How do you make a shallow copy of object `a`?',
        options: [
          o('{ ...a }', '{ ...a }', true),
          o('Object.assign({}, a)', 'Object.assign({}, a)', true),
          o('const b = a', 'const b = a'),
          o('Object.freeze(a)', 'Object.freeze(a)'),
        ],
      },
    ],
  },
  {
    slug: 'product-sense',
    title: { cs: 'Produktové myšlení', en: 'Product sense' },
    description: {
      cs: 'Priorizace, metriky, práce se zákazníky a rozhodování nad daty. Pro produktové manažery i každého, kdo chce stavět produkty, které lidé používají.',
      en: 'Prioritisation, metrics, customer discovery and data-informed decisions. For product managers and anyone who wants to build products people use.',
    },
    topic: { cs: 'Produkt', en: 'Product' },
    minutes: 15,
    topics: {
      discovery: { cs: 'Poznávání zákazníků', en: 'Customer discovery' },
      metrics: { cs: 'Metriky', en: 'Metrics' },
      prioritisation: { cs: 'Priorizace', en: 'Prioritisation' },
    },
    questions: [
      {
        topic: 'discovery',
        cs: 'Co je nejlepší první krok, když zákazníci žádají novou funkci?',
        en: 'What is the best first step when customers ask for a new feature?',
        options: [
          o('Hned ji naplánovat do příštího sprintu', 'Schedule it for the next sprint right away'),
          o('Zjistit, jaký problém se jí snaží vyřešit', 'Find out what problem they are trying to solve with it', true),
          o('Zeptat se konkurence', 'Ask the competition'),
          o('Odmítnout ji, dokud ji nežádá většina', 'Refuse it until most customers ask for it'),
        ],
      },
      {
        topic: 'discovery',
        cs: 'Které otázky do rozhovoru se zákazníkem se hodí?',
        en: 'Which questions suit a customer interview?',
        options: [
          o('„Kdy jste naposledy řešili tento problém?“', '"When did you last run into this problem?"', true),
          o('„Jak ho řešíte dnes?“', '"How do you solve it today?"', true),
          o('„Koupil byste naši aplikaci?“', '"Would you buy our app?"'),
          o('„Nelíbila by se vám tahle funkce?“', '"Wouldn\'t you like this feature?"'),
        ],
      },
      {
        topic: 'discovery',
        cs: 'K čemu slouží MVP?',
        en: 'What is an MVP for?',
        options: [
          o('K co nejlevnějšímu ověření klíčového předpokladu', 'To test the key assumption as cheaply as possible', true),
          o('K vydání produktu bez testování', 'To release a product without testing'),
          o('K získání investice bez zákazníků', 'To raise money without customers'),
          o('K nahrazení uživatelského výzkumu', 'To replace user research'),
        ],
      },
      {
        topic: 'metrics',
        cs: 'Které metriky vypovídají o udržení uživatelů?',
        en: 'Which metrics tell you about retention?',
        options: [
          o('Kohortní retence po 30 dnech', '30-day cohort retention', true),
          o('Poměr DAU/MAU', 'DAU/MAU ratio', true),
          o('Počet stažení aplikace', 'Number of app downloads'),
          o('Počet návštěv webu z reklamy', 'Site visits from ads'),
        ],
      },
      {
        topic: 'metrics',
        cs: 'Konverze A/B testu vzrostla z 4,0 % na 4,2 % na 300 návštěvách. Co uděláte?',
        en: 'An A/B test lifted conversion from 4.0% to 4.2% on 300 visits. What do you do?',
        options: [
          o('Vyhlásíte vítěze', 'Declare a winner'),
          o('Necháte test běžet, dokud nebude mít dost dat', 'Keep the test running until it has enough data', true),
          o('Test zrušíte, rozdíl je malý', 'Stop the test, the difference is small'),
          o('Zvýšíte ceny', 'Raise prices'),
        ],
      },
      {
        topic: 'metrics',
        cs: 'Co je „north star“ metrika?',
        en: 'What is a north star metric?',
        options: [
          o('Jedna metrika, která nejlépe zachycuje hodnotu pro zákazníka', 'The one metric that best captures the value customers get', true),
          o('Tržby za poslední kvartál', "Last quarter's revenue"),
          o('Počet zaměstnanců', 'Headcount'),
          o('Hodnocení v obchodě s aplikacemi', 'App store rating'),
        ],
      },
      {
        topic: 'prioritisation',
        cs: 'Které faktory zohledňuje skóre RICE?',
        en: 'Which factors does the RICE score take into account?',
        options: [
          o('Dosah (reach)', 'Reach', true),
          o('Dopad (impact)', 'Impact', true),
          o('Jistotu (confidence)', 'Confidence', true),
          o('Rychlost vývojářů', 'Developer speed'),
        ],
      },
      {
        topic: 'prioritisation',
        cs: 'Máte čas na jednu věc: opravu chyby, která blokuje platby 5 % zákazníků, nebo novou funkci pro prodej. Co zvolíte?',
        en: 'You have time for one thing: a bug blocking payments for 5% of customers, or a new feature sales asked for. What do you pick?',
        options: [
          o('Opravu plateb', 'The payment fix', true),
          o('Novou funkci', 'The new feature'),
          o('Obojí napůl', 'Half of each'),
          o('Nic, počkám na další sprint', 'Nothing, wait for the next sprint'),
        ],
      },
    ],
  },
  {
    slug: 'work-style',
    title: { cs: 'Pracovní styl', en: 'Work style' },
    description: {
      cs: 'Jak spolupracujete, komunikujete a zvládáte nejistotu v malém týmu. Otázky vycházejí z toho, co startupy oceňují nejvíc.',
      en: 'How you collaborate, communicate and handle uncertainty in a small team. The questions draw on what startups value most.',
    },
    topic: { cs: 'Měkké dovednosti', en: 'Soft skills' },
    minutes: 8,
    topics: {
      communication: { cs: 'Komunikace', en: 'Communication' },
      ownership: { cs: 'Odpovědnost', en: 'Ownership' },
      teamwork: { cs: 'Týmová práce', en: 'Teamwork' },
    },
    questions: [
      {
        topic: 'communication',
        cs: 'Zjistíte, že nestihnete termín. Kdy to řeknete týmu?',
        en: 'You realise you will miss a deadline. When do you tell the team?',
        options: [
          o('Hned, s návrhem, co s tím', 'Right away, with a proposal for what to do', true),
          o('V den termínu', 'On the day of the deadline'),
          o('Až se někdo zeptá', 'When someone asks'),
          o('Vůbec, zkusím to dohnat přes noc', 'Never, I will catch up overnight'),
        ],
      },
      {
        topic: 'communication',
        cs: 'Co patří do dobré asynchronní zprávy o stavu práce?',
        en: 'What belongs in a good asynchronous status update?',
        options: [
          o('Co je hotovo', 'What is done', true),
          o('Co blokuje postup', 'What is blocking progress', true),
          o('Co bude dál', 'What comes next', true),
          o('Omluva za každou drobnost', 'An apology for every detail'),
        ],
      },
      {
        topic: 'communication',
        cs: 'Kolega vám dá kritickou zpětnou vazbu na poradě. Jak reagujete?',
        en: 'A colleague gives you critical feedback in a meeting. How do you respond?',
        options: [
          o('Poděkuji a doptám se na konkrétní příklady', 'Thank them and ask for concrete examples', true),
          o('Hned mu vrátím jeho chyby', 'Point out their mistakes in return'),
          o('Mlčím a dál to neřeším', 'Stay silent and let it go'),
          o('Stěžuji si vedení', 'Complain to management'),
        ],
      },
      {
        topic: 'ownership',
        cs: 'V produkci najdete chybu v kódu, který jste nepsali. Co uděláte?',
        en: 'You find a bug in production in code you did not write. What do you do?',
        options: [
          o('Nahlásím ji a pokud můžu, rovnou ji opravím', 'Report it and, if I can, fix it myself', true),
          o('Nechám ji, není moje', 'Leave it, it is not mine'),
          o('Počkám, až ji najde zákazník', 'Wait for a customer to find it'),
          o('Napíšu autorovi výtku', 'Write the author a reprimand'),
        ],
      },
      {
        topic: 'ownership',
        cs: 'Zadání je nejasné a šéf je týden pryč. Co je rozumné?',
        en: 'The brief is unclear and your manager is away for a week. What is sensible?',
        options: [
          o('Sepsat předpoklady a začít s nejméně rizikovou částí', 'Write down assumptions and start with the least risky part', true),
          o('Zeptat se ostatních, kdo zná kontext', 'Ask others who know the context', true),
          o('Týden nic nedělat', 'Do nothing for a week'),
          o('Udělat to úplně po svém a nic nepsat', 'Do it entirely my way and document nothing'),
        ],
      },
      {
        topic: 'teamwork',
        cs: 'Dva kolegové se neshodnou na technickém řešení. Co pomůže nejvíc?',
        en: 'Two colleagues disagree on a technical approach. What helps most?',
        options: [
          o('Shodnout se na kritériích a krátce obě varianty vyzkoušet', 'Agree on criteria and try both options briefly', true),
          o('Hlasovat bez diskuse', 'Vote without discussion'),
          o('Nechat rozhodnout toho, kdo mluví hlasitěji', 'Let the louder one decide'),
          o('Téma odložit na neurčito', 'Postpone the topic indefinitely'),
        ],
      },
      {
        topic: 'teamwork',
        cs: 'Nový kolega nastoupil do týmu. Jak mu nejlépe pomůžete?',
        en: 'A new colleague joined the team. How do you help them best?',
        options: [
          o('Dám mu malý úkol, který dokončí první týden', 'Give them a small task they can finish in the first week', true),
          o('Budu k dispozici na otázky', 'Be available for questions', true),
          o('Pošlu mu celou wiki a nechám ho být', 'Send them the whole wiki and leave them alone'),
          o('Hned mu svěřím nejkritičtější projekt', 'Hand them the most critical project at once'),
        ],
      },
      {
        topic: 'teamwork',
        cs: 'Co znamená „disagree and commit“?',
        en: 'What does "disagree and commit" mean?',
        options: [
          o(
            'Vyjádřit nesouhlas, a když padne rozhodnutí, plně ho podpořit',
            'Voice disagreement, then fully back the decision once it is made',
            true,
          ),
          o('Nesouhlasit a dělat si to po svém', 'Disagree and do it your own way'),
          o('Souhlasit se vším', 'Agree with everything'),
          o('Odejít z projektu', 'Leave the project'),
        ],
      },
    ],
  },
];
