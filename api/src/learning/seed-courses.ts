// Server-only: the StartupEDU courses seeded into an empty database: three "futures" of five
// Markdown chapters each, written in Czech and English.
import type { CourseInput } from './courses';

export const SEED_COURSES: CourseInput[] = [
  {
    slug: 'how-startups-work',
    title: { cs: 'Jak funguje startup', en: 'How startups work' },
    summary: {
      cs: 'Od nápadu po investiční kola: co odlišuje startup od běžné firmy, jak se financuje, co znamenají opce a podle čeho se řídí.',
      en: 'From an idea to funding rounds: what sets a startup apart from an ordinary company, how it is funded, what options mean and what it steers by.',
    },
    chapters: [
      {
        slug: 'what-is-a-startup',
        title: { cs: 'Co je startup', en: 'What is a startup' },
        body: {
          cs: `# Co je startup

Startup není jen *malá nová firma*. Je to firma, která hledá **opakovatelný a škálovatelný obchodní model** a chce růst rychleji, než dovolí běžné podnikání.

## Tři znaky startupu

- **Nejistota** – tým ještě neví, co přesně zákazníci chtějí a kolik za to zaplatí.
- **Růst** – cílem není stabilní živnost, ale produkt pro statisíce zákazníků.
- **Experimenty** – rozhodnutí se ověřují daty, ne odhadem vedení.

## Co to znamená pro vás

Ve startupu budete často dělat věci, které nemáte v popisu práce. Vývojářka mluví se zákazníky, obchodník píše dokumentaci a zakladatel sám odpovídá na podporu. Je to náročné, ale naučíte se za rok víc než jinde za tři.

> Startup je dočasná organizace, která hledá obchodní model. Až ho najde, stává se firmou.

Dobrá otázka na pohovoru proto zní: *„V jaké fázi hledání jste a co teď nejvíc potřebujete ověřit?“* Z odpovědi poznáte, jak pevnou půdu pod nohama tým má a jakou roli v něm budete hrát.`,
          en: `# What is a startup

A startup is not just a *small new company*. It is a company searching for a **repeatable, scalable business model** and aiming to grow faster than an ordinary business can.

## Three marks of a startup

- **Uncertainty** – the team does not yet know exactly what customers want or how much they will pay.
- **Growth** – the goal is not a steady small business but a product for hundreds of thousands of customers.
- **Experiments** – decisions are tested with data, not settled by the founders' hunches.

## What it means for you

In a startup you will often do things that are not in your job description. The developer talks to customers, the salesperson writes documentation and the founder answers support tickets. It is demanding, but you will learn more in one year than elsewhere in three.

> A startup is a temporary organisation in search of a business model. Once it finds one, it becomes a company.

A good interview question is therefore: *"What stage of the search are you in, and what do you most need to prove right now?"* The answer tells you how firm the ground under the team is and what role you would play in it.`,
        },
      },
      {
        slug: 'funding-rounds',
        title: { cs: 'Investiční kola', en: 'Funding rounds' },
        body: {
          cs: `# Investiční kola

Většina startupů nežije z tržeb, ale z peněz investorů. Každé kolo kupuje čas na dosažení dalšího milníku.

## Typická cesta

1. **Pre-seed** – peníze od zakladatelů, rodiny nebo andělských investorů. Stačí nápad a tým.
2. **Seed** – první prototyp a první platící zákazníci. Kolo obvykle v řádu desítek milionů korun.
3. **Série A** – produkt funguje a je potřeba ho škálovat: nábor, marketing, nové trhy.
4. **Série B a dál** – růst, expanze, někdy akvizice konkurence.

## Runway

*Runway* je počet měsíců, po které firma vydrží s penězi na účtu při současných výdajích. Pokud je runway kratší než dvanáct měsíců a nové kolo není na obzoru, firma bude šetřit – a to se týká i náboru.

## Na co se zeptat

- Kdy proběhlo poslední kolo a kdo v něm investoval?
- Na kolik měsíců vám peníze vystačí?
- Jaký milník musíte splnit před dalším kolem?

Nebojte se ptát. Seriózní zakladatelé o financování mluví otevřeně, protože vědí, že **nastupujete s nimi na stejnou loď**.`,
          en: `# Funding rounds

Most startups do not live on revenue but on investors' money. Each round buys time to reach the next milestone.

## The typical path

1. **Pre-seed** – money from the founders, family or angel investors. An idea and a team are enough.
2. **Seed** – the first prototype and the first paying customers. Rounds are usually in the low millions of euros.
3. **Series A** – the product works and needs to scale: hiring, marketing, new markets.
4. **Series B and beyond** – growth, expansion, sometimes buying competitors.

## Runway

*Runway* is the number of months a company can last on the money in the bank at its current spending. If the runway is shorter than twelve months and no new round is in sight, the company will cut costs – and that includes hiring.

## What to ask

- When was the last round and who invested in it?
- How many months will the money last?
- What milestone must you hit before the next round?

Do not be shy about asking. Serious founders talk about funding openly because they know **you are boarding the same boat**.`,
        },
      },
      {
        slug: 'equity-and-options',
        title: { cs: 'Podíly a zaměstnanecké opce', en: 'Equity and employee options' },
        body: {
          cs: `# Podíly a zaměstnanecké opce

Startupy často nabízejí kromě mzdy i **zaměstnanecké opce** (ESOP). Jde o právo koupit si v budoucnu podíl ve firmě za předem danou cenu.

## Jak opce fungují

- **Vesting** – opce získáváte postupně, typicky čtyři roky.
- **Cliff** – první část získáte až po roce; odejdete-li dřív, nemáte nic.
- **Strike price** – cena, za kterou podíl koupíte. Čím dřív nastoupíte, tím bývá nižší.

## Kolik mají opce hodnotu?

Upřímně: dokud firmu nikdo nekoupí nebo nevstoupí na burzu, **nemají hodnotu žádnou**. Berte je jako *los s dobrou šancí*, ne jako součást mzdy. Nabídku porovnávejte podle pevné složky a opce považujte za bonus.

## Na co se zeptat

1. Kolik procent firmy opce představují a z jakého počtu podílů?
2. Co se s opcemi stane, když firmu někdo koupí?
3. Jak dlouho po odchodu je můžete uplatnit?

Podmínky si nechte dát **písemně** a v klidu si je přečtěte. V Česku se opce často řeší smluvně přes s.r.o., takže se detaily firmu od firmy liší.`,
          en: `# Equity and employee options

Besides a salary, startups often offer **employee stock options** (ESOP): the right to buy a share of the company in the future at a price fixed today.

## How options work

- **Vesting** – you earn your options gradually, typically over four years.
- **Cliff** – the first part vests only after a year; leave earlier and you get nothing.
- **Strike price** – the price at which you buy. The earlier you join, the lower it usually is.

## What are options worth?

Honestly: until someone buys the company or it goes public, **they are worth nothing**. Treat them as *a lottery ticket with good odds*, not as part of your pay. Compare offers by the fixed salary and count options as a bonus.

## What to ask

1. What percentage of the company do the options represent, out of how many shares?
2. What happens to the options if the company is acquired?
3. How long after leaving can you exercise them?

Get the terms **in writing** and read them calmly. In the Czech Republic options are often arranged by contract within a limited company, so details differ from company to company.`,
        },
      },
      {
        slug: 'metrics-that-matter',
        title: { cs: 'Metriky, na kterých záleží', en: 'Metrics that matter' },
        body: {
          cs: `# Metriky, na kterých záleží

Startup se řídí čísly. Když jim porozumíte, lépe pochopíte, proč tým dělá to, co dělá.

## Základní slovník

- **MRR** – měsíční opakovaný příjem z předplatného.
- **Churn** – kolik procent zákazníků za měsíc odejde.
- **CAC** – kolik stojí získání jednoho zákazníka.
- **LTV** – kolik zákazník za celou dobu firmě přinese.

## Zlaté pravidlo

Zdravý byznys má **LTV alespoň třikrát vyšší než CAC**. Pokud získání zákazníka stojí víc, než kolik přinese, růst firmu jen rychleji vyčerpá.

## Metrika severky

Mnoho týmů si volí jednu *metriku severky* (North Star Metric), která nejlépe vystihuje hodnotu pro zákazníka. U aplikace na sdílení jízd to mohou být uskutečněné jízdy za týden, u účetního softwaru počet odeslaných faktur.

## Proč vás to má zajímat

Ať jste vývojář, designérka nebo obchodník, vaše práce se nakonec projeví v těchto číslech. Zeptejte se na pohovoru, **kterou metriku tým právě posouvá** a jak se k ní váže vaše role.`,
          en: `# Metrics that matter

A startup is steered by numbers. Once you understand them, you will see why the team does what it does.

## The basic vocabulary

- **MRR** – monthly recurring revenue from subscriptions.
- **Churn** – the percentage of customers who leave each month.
- **CAC** – the cost of acquiring one customer.
- **LTV** – how much a customer brings in over their whole lifetime.

## The golden rule

A healthy business has an **LTV at least three times its CAC**. If winning a customer costs more than the customer brings, growth only burns the company's money faster.

## The North Star

Many teams pick a single *North Star Metric* that best captures the value customers get. For a ride-sharing app it may be completed rides per week; for accounting software, invoices sent.

## Why you should care

Whether you are a developer, a designer or in sales, your work eventually shows up in these numbers. Ask at the interview **which metric the team is moving right now** and how your role connects to it.`,
        },
      },
      {
        slug: 'startup-culture',
        title: { cs: 'Kultura a tempo', en: 'Culture and pace' },
        body: {
          cs: `# Kultura a tempo

O startupech koluje spousta mýtů: nekonečné přesčasy, stolní fotbal a pivo v pátek. Skutečnost je pestřejší.

## Co bývá pravda

- **Rychlá rozhodnutí** – od nápadu k nasazení často uplynou dny, ne měsíce.
- **Velká odpovědnost** – brzy dostanete na starost celou oblast.
- **Změny směru** – plán se mění, jakmile data ukážou něco nového.

## Co pravda být nemusí

Dlouhé přesčasy *nejsou* nutnou součástí startupu. Dobře vedené týmy vědí, že vyhořelí lidé nic nepostaví. Pokud vám někdo na pohovoru hrdě vypráví, jak tým pracuje o víkendech, berte to jako **varovný signál**.

## Jak kulturu poznat zvenku

1. Zeptejte se, kdy naposledy někdo z týmu řekl zakladatelům „ne“ a co se stalo.
2. Chtějte mluvit s budoucími kolegy, nejen s vedením.
3. Zjistěte, jak firma řeší chyby: hledá viníka, nebo příčinu?

Kultura je to, **co se děje, když se nikdo nedívá**. Vyplatí se ji prověřit stejně pečlivě jako výši mzdy.`,
          en: `# Culture and pace

Plenty of myths surround startups: endless overtime, table football and beer on Fridays. The reality is more varied.

## What is often true

- **Fast decisions** – days, not months, often pass between an idea and a release.
- **Big responsibility** – you will soon own a whole area.
- **Changes of direction** – the plan changes as soon as the data shows something new.

## What need not be true

Long overtime is *not* a necessary part of a startup. Well-run teams know that burnt-out people build nothing. If someone proudly tells you at an interview how the team works weekends, take it as a **warning sign**.

## How to read culture from outside

1. Ask when someone last said "no" to the founders and what happened next.
2. Ask to talk to your future colleagues, not only to management.
3. Find out how the company handles mistakes: does it look for someone to blame, or for the cause?

Culture is **what happens when nobody is watching**. It is worth checking as carefully as the salary.`,
        },
      },
    ],
  },
  {
    slug: 'landing-a-startup-job',
    title: { cs: 'Jak získat práci ve startupu', en: 'Landing a startup job' },
    summary: {
      cs: 'Životopis, portfolio, pohovory a vyjednávání o nabídce: praktický průvodce pro každého, kdo chce nastoupit do rostoucí firmy.',
      en: 'CV, portfolio, interviews and negotiating the offer: a practical guide for anyone who wants to join a growing company.',
    },
    chapters: [
      {
        slug: 'cv-that-gets-read',
        title: { cs: 'Životopis, který si někdo přečte', en: 'A CV that gets read' },
        body: {
          cs: `# Životopis, který si někdo přečte

Zakladatel nebo první recruiter má na jeden životopis často **méně než minutu**. Pište tak, aby to stačilo.

## Struktura na jednu stránku

1. **Kdo jste** – jedna věta o tom, co umíte a co hledáte.
2. **Zkušenosti** – od nejnovější, u každé dvě až tři výsledky.
3. **Dovednosti** – jen ty, o kterých dokážete mluvit na pohovoru.
4. **Odkazy** – GitHub, portfolio, LinkedIn.

## Výsledky místo povinností

Místo *„zodpovědný za zákaznickou podporu“* napište *„zkrátil jsem dobu odpovědi z 24 na 4 hodiny“*. Čísla ukazují dopad a startupy dopad zajímá nejvíc.

## Časté chyby

- Fotka, datum narození a rodinný stav – nic z toho nepotřebují.
- Seznam dvaceti technologií bez kontextu.
- Obecný motivační dopis, který by mohl dostat kdokoli.

Než životopis odešlete, **přizpůsobte ho inzerátu**: zvýrazněte zkušenosti, které firma hledá, a vynechte ty, které ji nezajímají.`,
          en: `# A CV that gets read

A founder or the first recruiter often spends **less than a minute** on a CV. Write so that a minute is enough.

## A one-page structure

1. **Who you are** – one sentence on what you do well and what you are looking for.
2. **Experience** – newest first, two or three results for each role.
3. **Skills** – only those you can talk about in an interview.
4. **Links** – GitHub, portfolio, LinkedIn.

## Results, not duties

Instead of *"responsible for customer support"* write *"cut our response time from 24 to 4 hours"*. Numbers show impact, and impact is what startups care about most.

## Common mistakes

- A photo, a date of birth and marital status – they need none of it.
- A list of twenty technologies with no context.
- A generic cover letter that could have gone to anyone.

Before sending your CV, **tailor it to the listing**: bring forward the experience the company is looking for and leave out what does not interest it.`,
        },
      },
      {
        slug: 'portfolio-and-side-projects',
        title: { cs: 'Portfolio a vlastní projekty', en: 'Portfolio and side projects' },
        body: {
          cs: `# Portfolio a vlastní projekty

Ve startupu se víc než diplom počítá to, **co jste skutečně postavili**. Portfolio je nejrychlejší důkaz.

## Co do portfolia patří

- Dva až tři projekty, na které jste hrdí – raději méně a dotažených.
- U každého krátký příběh: *jaký problém*, *co jste udělali*, *jak to dopadlo*.
- Odkaz na živou verzi nebo video, ne jen na zdrojový kód.

## Nemám co ukázat

Nevadí. Vyberte si malý skutečný problém ve svém okolí – rezervace v oblíbené kavárně, evidence tréninků, přehled výdajů – a vyřešte ho. **Dokončený malý projekt** má větší váhu než rozpracovaná ambiciózní platforma.

## Pro designéry a produktové lidi

Ukažte proces, nejen výsledek: skici, rozhovory s uživateli, slepé uličky. Zakladatele zajímá, *jak přemýšlíte*, protože podobné problémy budete řešit u nich.

## Pro vývojáře

Dbejte na README: jak projekt spustit, jaká jste udělali rozhodnutí a proč. Čitelný kód a pár testů řeknou o vaší práci víc než počet hvězdiček.`,
          en: `# Portfolio and side projects

In a startup, **what you have actually built** counts for more than a degree. A portfolio is the quickest proof.

## What belongs in a portfolio

- Two or three projects you are proud of – better fewer and finished.
- A short story for each: *what problem*, *what you did*, *how it turned out*.
- A link to a live version or a video, not just to the source code.

## I have nothing to show

That is fine. Pick a small real problem around you – bookings at your favourite café, a training log, an overview of your spending – and solve it. **A finished small project** weighs more than an ambitious half-built platform.

## For designers and product people

Show the process, not just the result: sketches, user interviews, dead ends. Founders want to know *how you think*, because you will face similar problems with them.

## For developers

Take care of the README: how to run the project, what decisions you made and why. Readable code and a few tests say more about your work than a count of stars.`,
        },
      },
      {
        slug: 'the-interview',
        title: { cs: 'Pohovor se zakladateli', en: 'Interviewing with founders' },
        body: {
          cs: `# Pohovor se zakladateli

Pohovor ve startupu bývá méně formální než v korporaci, ale o to otevřenější. Zakladatelé hledají lidi, se kterými **chtějí a zvládnou pracovat každý den**.

## Jak se připravit

1. Vyzkoušejte produkt. Zaregistrujte se, projděte si ho a poznamenejte si tři věci, které byste zlepšili.
2. Přečtěte si, co firma publikuje: blog, rozhovory, příspěvky zakladatelů.
3. Připravte si dva příběhy o tom, kdy jste něco vyřešili sami od začátku do konce.

## Otázky, které pravděpodobně padnou

- *Proč startup a proč zrovna my?*
- *Popište projekt, na který jste nejvíc hrdí.*
- *Co byste dělal(a) první měsíc?*

## Vaše otázky

Pohovor je oboustranný. Zeptejte se, **jak vypadá úspěch po třech měsících**, kdo bude váš nejbližší kolega a co tým naposledy zkoušel a nevyšlo to.

Nejlepší dojem nedělá dokonalá odpověď, ale **zvídavost a upřímnost**. Když něco nevíte, řekněte to a popište, jak byste to zjistili.`,
          en: `# Interviewing with founders

A startup interview is usually less formal than a corporate one, and all the more candid for it. Founders are looking for people they **want to and can work with every day**.

## How to prepare

1. Try the product. Sign up, go through it and note three things you would improve.
2. Read what the company publishes: its blog, interviews, the founders' posts.
3. Prepare two stories about solving something yourself from start to finish.

## Questions you will probably hear

- *Why a startup, and why us?*
- *Describe the project you are proudest of.*
- *What would you do in your first month?*

## Your questions

An interview goes both ways. Ask **what success looks like after three months**, who your closest colleague will be and what the team last tried that did not work.

The best impression is not made by a perfect answer but by **curiosity and honesty**. When you do not know something, say so and describe how you would find out.`,
        },
      },
      {
        slug: 'take-home-assignments',
        title: { cs: 'Domácí úkol', en: 'Take-home assignments' },
        body: {
          cs: `# Domácí úkol

Mnoho startupů zadává praktický úkol: malou aplikaci, návrh obrazovky nebo rozbor trhu. Ukazuje, **jak pracujete, když vás nikdo nehlídá**.

## Než začnete

- Zeptejte se, kolik času má úkol zabrat. Rozumná firma řekne dvě až čtyři hodiny.
- Ujasněte si, co se hodnotí: funkčnost, kód, nebo způsob uvažování?
- Pokud je úkol neúměrně velký, **slušně se ohraďte**. Neplacená práce na celý týden je varovný signál.

## Během práce

1. Nejdřív udělejte jednoduchou funkční verzi, potom ji vylepšujte.
2. Zapisujte si rozhodnutí a kompromisy – třeba do krátkého README.
3. Co jste nestihli, popište: *„Dál bych přidal stránkování a testy chybových stavů.“*

## Odevzdání

Přiložte stručný návod ke spuštění a jednu dvě věty o tom, co byste udělali jinak s více časem. Hodnotitel uvidí, že **přemýšlíte nad rámec zadání**.

Na následném pohovoru se o úkolu obvykle mluví. Buďte připraveni vysvětlit každé rozhodnutí – i to, které byste dnes udělali jinak.`,
          en: `# Take-home assignments

Many startups set a practical assignment: a small app, a screen design or a market analysis. It shows **how you work when nobody is watching**.

## Before you start

- Ask how long the assignment should take. A reasonable company will say two to four hours.
- Clarify what is being assessed: whether it works, the code, or your reasoning?
- If the assignment is out of proportion, **push back politely**. A week of unpaid work is a warning sign.

## While you work

1. Build a simple working version first, then improve it.
2. Write down your decisions and trade-offs – a short README will do.
3. Describe what you did not get to: *"Next I would add pagination and tests for the error states."*

## Handing in

Include brief instructions for running it and a sentence or two on what you would do differently with more time. The reviewer will see that **you think beyond the brief**.

The follow-up interview usually covers the assignment. Be ready to explain every decision – including the ones you would make differently today.`,
        },
      },
      {
        slug: 'negotiating-the-offer',
        title: { cs: 'Vyjednávání o nabídce', en: 'Negotiating the offer' },
        body: {
          cs: `# Vyjednávání o nabídce

Dostali jste nabídku – gratulujeme! Teď přichází část, které se mnoho lidí zbytečně bojí.

## Co všechno je součástí nabídky

- **Mzda** – pevná složka, na které záleží nejvíc.
- **Opce** – kolik, s jakým vestingem a za jakou cenu.
- **Práce na dálku** – kolik dní v týdnu a odkud.
- **Vzdělávání, dovolená, vybavení** – často snadněji vyjednatelné než mzda.

## Jak vyjednávat

1. Zjistěte si tržní rozpětí – pomohou platové údaje v inzerátech na Raketě.
2. Řekněte konkrétní číslo a zdůvodněte ho svými výsledky, ne svými výdaji.
3. Když firma nemůže přidat na mzdě, zeptejte se na jinou složku.

## Fráze, které pomáhají

> *„Nabídka mě těší a o pozici mám velký zájem. Na základě svých zkušeností jsem počítal(a) s částkou kolem … Je v tom prostor?“*

Seriózní startup vyjednávání **nebere jako útok**. Naopak: ukazuje, že si umíte říct o to, co potřebujete – a to se bude hodit i při jednání se zákazníky.`,
          en: `# Negotiating the offer

You have an offer – congratulations! Now comes the part many people fear for no good reason.

## What the offer is made of

- **Salary** – the fixed part, which matters most.
- **Options** – how many, on what vesting schedule and at what price.
- **Remote work** – how many days a week, and from where.
- **Learning budget, holidays, equipment** – often easier to negotiate than salary.

## How to negotiate

1. Find out the market range – the salary data in Raketa's listings helps.
2. Name a specific number and justify it with your results, not your expenses.
3. If the company cannot raise the salary, ask about another part of the package.

## Phrases that help

> *"I'm glad to get the offer and I'm very interested in the role. Based on my experience I was expecting around … Is there room for that?"*

A serious startup **does not take negotiation as an attack**. On the contrary: it shows you can ask for what you need – which will come in handy with customers too.`,
        },
      },
    ],
  },
  {
    slug: 'product-thinking',
    title: { cs: 'Produktové myšlení', en: 'Product thinking' },
    summary: {
      cs: 'Jak najít skutečný problém, mluvit s uživateli, postavit nejmenší užitečný produkt a poznat, jestli funguje.',
      en: 'How to find a real problem, talk to users, build the smallest useful product and tell whether it works.',
    },
    chapters: [
      {
        slug: 'start-with-the-problem',
        title: { cs: 'Začněte problémem', en: 'Start with the problem' },
        body: {
          cs: `# Začněte problémem

Nejčastější chyba nových produktů? **Řešení, které hledá problém.** Tým se zamiluje do nápadu dřív, než ověří, že ho někdo potřebuje.

## Dobrý problém je

- **Častý** – lidé na něj narážejí pravidelně, ne jednou za rok.
- **Bolestivý** – stojí je čas, peníze nebo nervy.
- **Řešený špatně** – současná řešení jsou drahá, pomalá nebo složitá.

## Jak problém popsat

Zkuste jednu větu: *„[Kdo] se snaží [udělat co], ale [co mu brání], protože [proč].“*

Například: *„Personalistka v malé firmě se snaží rychle najít vývojáře, ale tráví hodiny tříděním nevhodných životopisů, protože inzertní portály neumí filtrovat podle skutečných dovedností.“*

## Test pěti proč

Když narazíte na problém, zeptejte se pětkrát *proč?*. Často zjistíte, že skutečná příčina leží jinde, než jste čekali – a že ji lze vyřešit jednodušeji.

Produktové myšlení není jen práce produktových manažerů. **Každý v týmu**, kdo rozumí problému zákazníka, dělá lepší rozhodnutí.`,
          en: `# Start with the problem

The most common mistake of new products? **A solution looking for a problem.** The team falls in love with an idea before checking that anyone needs it.

## A good problem is

- **Frequent** – people run into it regularly, not once a year.
- **Painful** – it costs them time, money or nerves.
- **Poorly solved** – today's solutions are expensive, slow or complicated.

## How to describe the problem

Try a single sentence: *"[Who] is trying to [do what], but [what gets in the way], because [why]."*

For example: *"A recruiter at a small company is trying to find a developer quickly, but spends hours sorting unsuitable CVs, because job portals cannot filter by actual skills."*

## The five whys

When you hit a problem, ask *why?* five times. You will often find the real cause lies somewhere other than you expected – and that it can be solved more simply.

Product thinking is not just the product managers' job. **Everyone on the team** who understands the customer's problem makes better decisions.`,
        },
      },
      {
        slug: 'user-interviews',
        title: { cs: 'Rozhovory s uživateli', en: 'User interviews' },
        body: {
          cs: `# Rozhovory s uživateli

Nejlevnější způsob, jak zjistit, co lidé potřebují, je **zeptat se jich**. Ale správně.

## Zlaté pravidlo

Ptejte se na **minulost, ne na budoucnost**. Otázka *„Použil byste takovou aplikaci?“* vám řekne jen to, co chcete slyšet. Otázka *„Kdy jste naposledy řešil tenhle problém a jak?“* vám řekne pravdu.

## Dobré otázky

- Jak jste to řešili naposledy?
- Co bylo na tom nejtěžší?
- Kolik vás to stálo času nebo peněz?
- Zkoušeli jste nějaké jiné řešení? Proč jste u něj nezůstali?

## Špatné otázky

- *Líbí se vám náš nápad?* – lidé jsou zdvořilí.
- *Kolik byste za to zaplatili?* – odhad neznamená platbu.
- *Nechtěli byste funkci X?* – každý chce všechno zadarmo.

## Po rozhovoru

Zapište si **přesné citace**, ne své dojmy. Po pěti až osmi rozhovorech začnete vidět opakující se vzorce. Pokud je nevidíte, možná mluvíte s nesprávnými lidmi nebo řešíte nesprávný problém.`,
          en: `# User interviews

The cheapest way to find out what people need is to **ask them**. But the right way.

## The golden rule

Ask about **the past, not the future**. *"Would you use an app like this?"* only tells you what you want to hear. *"When did you last deal with this problem, and how?"* tells you the truth.

## Good questions

- How did you deal with it last time?
- What was hardest about it?
- How much time or money did it cost you?
- Did you try any other solution? Why didn't you stick with it?

## Bad questions

- *Do you like our idea?* – people are polite.
- *How much would you pay for it?* – a guess is not a payment.
- *Would you like feature X?* – everyone wants everything for free.

## After the interview

Write down **exact quotes**, not your impressions. After five to eight interviews you will start to see recurring patterns. If you do not, you may be talking to the wrong people or solving the wrong problem.`,
        },
      },
      {
        slug: 'the-smallest-useful-product',
        title: { cs: 'Nejmenší užitečný produkt', en: 'The smallest useful product' },
        body: {
          cs: `# Nejmenší užitečný produkt

*MVP* (minimum viable product) je nejmenší verze produktu, na které se **něco naučíte od skutečných zákazníků**. Nejde o polovičatý produkt, ale o malý a hotový.

## Jak MVP zmenšit

1. Vyberte jednoho typického zákazníka, ne všechny.
2. Vyřešte jeden krok jeho problému, ne celý proces.
3. Co jde udělat ručně, udělejte ručně – automatizovat můžete později.

## Příklady

- **Concierge MVP** – službu poskytujete osobně a teprve pak ji převádíte do softwaru.
- **Wizard of Oz** – zákazník vidí hotovou aplikaci, ale za oponou pracuje člověk.
- **Landing page** – stránka s popisem a tlačítkem „Chci to“. Měříte, kolik lidí klikne.

## Kdy je MVP hotové

Když odpovídá na jednu konkrétní otázku, třeba *„Zaplatí firmy za rychlejší třídění uchazečů?“*. Pokud nevíte, jakou otázku si kladete, nevíte ani, kdy přestat stavět.

> Pokud se nestydíte za první verzi svého produktu, vydali jste ji pozdě.

Rychlost učení je ve startupu **důležitější než dokonalost**.`,
          en: `# The smallest useful product

An *MVP* (minimum viable product) is the smallest version of a product that **teaches you something from real customers**. It is not a half-baked product but a small, finished one.

## How to shrink the MVP

1. Pick one typical customer, not all of them.
2. Solve one step of their problem, not the whole process.
3. Whatever can be done by hand, do by hand – you can automate later.

## Examples

- **Concierge MVP** – you provide the service in person and only later turn it into software.
- **Wizard of Oz** – the customer sees a finished app, but a person works behind the curtain.
- **Landing page** – a page with a description and an "I want this" button. You measure how many people click.

## When is the MVP done

When it answers one specific question, such as *"Will companies pay for faster sorting of applicants?"*. If you do not know what question you are asking, you do not know when to stop building either.

> If you are not embarrassed by the first version of your product, you launched too late.

In a startup, the speed of learning **matters more than perfection**.`,
        },
      },
      {
        slug: 'prioritisation',
        title: { cs: 'Prioritizace', en: 'Prioritisation' },
        body: {
          cs: `# Prioritizace

Nápadů je vždycky víc než lidí a času. Prioritizace je umění **říkat „ne“ dobrým nápadům**, aby zbyl čas na ty nejlepší.

## Jednoduchý rámec ICE

Každý nápad ohodnoťte od 1 do 10 ve třech ohledech:

- **Impact** – jak moc pohne metrikou, na které záleží?
- **Confidence** – jak moc jsme si jistí, že to zafunguje?
- **Ease** – jak snadno to zvládneme?

Vynásobte je a seřaďte. Výsledek není svatý, ale **otevře debatu** o tom, proč si kdo myslí, že je něco důležité.

## Pasti prioritizace

1. **Nejhlasitější zákazník** – jeden velký klient nemusí mluvit za všechny.
2. **Oblíbený nápad šéfa** – i zakladatelé se mýlí; chtějte data.
3. **Utopené náklady** – že jste na něčem pracovali měsíc, není důvod pokračovat.

## Co to znamená pro vás

Když dostanete úkol, zeptejte se, **proč je důležitější než ostatní**. Neptáte se ze vzdoru – pochopení priorit vám pomůže rozhodovat správně i v detailech, které nikdo nezadal.`,
          en: `# Prioritisation

There are always more ideas than people and time. Prioritisation is the art of **saying "no" to good ideas** so there is time left for the best ones.

## A simple framework: ICE

Score each idea from 1 to 10 on three counts:

- **Impact** – how much will it move the metric that matters?
- **Confidence** – how sure are we that it will work?
- **Ease** – how easily can we do it?

Multiply the scores and sort. The result is not sacred, but it **opens the debate** about why someone thinks something matters.

## Prioritisation traps

1. **The loudest customer** – one big client does not speak for everyone.
2. **The boss's pet idea** – founders are wrong too; ask for data.
3. **Sunk costs** – having worked on something for a month is no reason to carry on.

## What it means for you

When you get a task, ask **why it matters more than the others**. You are not asking out of defiance – understanding priorities helps you decide well even in details nobody specified.`,
        },
      },
      {
        slug: 'measuring-impact',
        title: { cs: 'Jak měřit dopad', en: 'Measuring impact' },
        body: {
          cs: `# Jak měřit dopad

Vydali jste novou funkci. Funguje? Bez měření to **nevíte** – jen tušíte.

## Než začnete stavět

Napište si hypotézu: *„Když přidáme [změnu], [metrika] vzroste o [kolik] během [doby], protože [proč].“* Pokud neumíte hypotézu napsat, nevíte, co vlastně ověřujete.

## Jak měřit

- **A/B test** – polovina uživatelů vidí novou verzi, polovina starou. Srovnáváte výsledky.
- **Před a po** – jednodušší, ale ovlivní ho sezóna, kampaně i náhoda.
- **Kvalitativně** – rozhovory a záznamy používání ukážou, *proč* se čísla pohnula.

## Na co pozor

1. **Malý vzorek** – sto návštěv nestačí na spolehlivý závěr.
2. **Marnivé metriky** – počet registrací nic neznamená, pokud se lidé nevracejí.
3. **Předčasné ukončení** – test nechte běžet do předem stanoveného konce.

## Uzavřete smyčku

Po vyhodnocení sepište, co jste se naučili, a sdílejte to s týmem – **i když hypotéza nevyšla**. Neúspěšný experiment s jasným závěrem je cennější než úspěch, kterému nikdo nerozumí.`,
          en: `# Measuring impact

You have shipped a new feature. Does it work? Without measuring, you **do not know** – you only suspect.

## Before you build

Write a hypothesis: *"If we add [change], [metric] will rise by [how much] within [time], because [why]."* If you cannot write the hypothesis, you do not know what you are testing.

## How to measure

- **A/B test** – half the users see the new version, half the old one. You compare the results.
- **Before and after** – simpler, but skewed by the season, campaigns and chance.
- **Qualitatively** – interviews and session recordings show *why* the numbers moved.

## Watch out for

1. **Small samples** – a hundred visits is not enough for a reliable conclusion.
2. **Vanity metrics** – sign-ups mean nothing if people do not come back.
3. **Stopping early** – let the test run until the end you set in advance.

## Close the loop

After the evaluation, write down what you learned and share it with the team – **even when the hypothesis failed**. A failed experiment with a clear conclusion is worth more than a success nobody understands.`,
        },
      },
    ],
  },
];
