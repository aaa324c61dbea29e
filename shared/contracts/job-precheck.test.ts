import { DESCRIPTION_MIN_CHARS, descriptionText, precheckJob, precheckPasses, type PrecheckInput } from './job-precheck';

const CZECH =
  '<p>Hledáme vývojáře, který s námi postaví aplikaci pro řemeslníky. Budeš navrhovat a psát služby v Node.js, ' +
  'starat se o databázi PostgreSQL a s designérkou ladit, co uživatelé opravdu potřebují.</p>' +
  '<ul><li>Tři roky zkušeností s TypeScriptem</li><li>Chuť učit se a sdílet, co umíš</li></ul>' +
  '<p>Nabízíme podíl ve firmě, čtyřdenní týden a rozpočet na vzdělávání. Pohovor má dvě kola a úkol na doma.</p>';
const ENGLISH =
  '<p>We are looking for a developer to build an app for craftspeople with us. You will design and write services in ' +
  'Node.js, look after the PostgreSQL database and work with our designer on what users really need.</p>' +
  '<ul><li>Three years of TypeScript</li><li>Curiosity and a habit of sharing what you know</li></ul>' +
  '<p>We offer equity, a four-day week and an education budget. The interview has two rounds and a take-home task.</p>';

const GOOD: PrecheckInput = {
  title: 'Backend vývojář (Node.js)',
  description: CZECH,
  language: 'cs',
  salary: { min: 60000, max: 90000 },
};

const codes = (input: PrecheckInput) => precheckJob(input).map((finding) => finding.code);
const finding = (input: PrecheckInput, code: string) => precheckJob(input).find((item) => item.code === code);

describe('precheckJob', () => {
  it('finds nothing in a job that follows every rule, in either language', () => {
    expect(precheckJob(GOOD)).toEqual([]);
    expect(precheckJob({ ...GOOD, title: 'Backend Developer (Node.js)', description: ENGLISH, language: 'en' })).toEqual([]);
    expect(precheckPasses(precheckJob(GOOD))).toBe(true);
  });

  describe('title in capitals', () => {
    it.each(['SENIOR JAVA DEVELOPER', 'Hledáme PROGRAMÁTORA', 'VÝVOJÁŘ'])('flags %p', (title) => {
      expect(finding({ ...GOOD, title }, 'title_in_capitals')).toMatchObject({ field: 'title', severity: 'error' });
    });
    it.each(['CTO', 'UX/UI Designer', 'AWS DevOps SRE', 'QA Engineer (HTML, CSS)', 'PHP a SQL vývojář'])('lets acronyms be: %p', (title) => {
      expect(codes({ ...GOOD, title })).not.toContain('title_in_capitals');
    });
    it('names the words in capitals', () => {
      expect(finding({ ...GOOD, title: 'Hledáme PROGRAMÁTORA do týmu' }, 'title_in_capitals')?.params).toEqual({ found: ['PROGRAMÁTORA'] });
    });
  });

  describe('contact details and links in the text', () => {
    it.each([
      ['jobs@firma.cz', 'jobs@firma.cz'],
      ['jana.novakova (at) firma.cz', 'jana.novakova (at) firma.cz'],
      ['<a href="mailto:hr@firma.cz">napište nám</a>', 'hr@firma.cz'],
    ])('flags the e-mail in %p', (text, address) => {
      const result = finding({ ...GOOD, description: `${CZECH}<p>${text}</p>` }, 'email_in_text');
      expect(result).toMatchObject({ field: 'description', severity: 'error' });
      expect(result?.params?.found).toContain(address);
    });

    it.each(['+420 777 123 456', '777 123 456', '777-123-456', '777123456', '00421 905 123 456'])('flags the phone %p', (phone) => {
      expect(finding({ ...GOOD, description: `${CZECH}<p>Volejte ${phone}.</p>` }, 'phone_in_text')?.params).toEqual({ found: [phone] });
    });
    it.each(['Mzda 500 000-800 000 Kč za rok.', 'Od 1 000 000 Kč.', 'IČO 12345678', 'Roky 2020 2021 2022', 'Tým 15 lidí, 3 kanceláře'])(
      'takes %p for no phone',
      (text) => {
        expect(codes({ ...GOOD, description: `${CZECH}<p>${text}</p>` })).not.toContain('phone_in_text');
      },
    );

    it.each([
      ['<p>Více na https://firma.cz/kariera</p>', 'https://firma.cz/kariera'],
      ['<p>Více na www.firma.cz</p>', 'www.firma.cz'],
      ['<p>Více na firma.cz/kariera</p>', 'firma.cz/kariera'],
      ['<p><a href="https://firma.example/jobs">kariéra</a></p>', 'https://firma.example/jobs'],
    ])('flags the link in %p', (text, link) => {
      expect(finding({ ...GOOD, description: CZECH + text }, 'link_in_text')?.params?.found).toContain(link);
    });
    it.each(['Node.js a Vue.js', 'ASP.NET Core', 'Děláme v týmu.Co nejdřív'])('takes %p for no link', (text) => {
      expect(codes({ ...GOOD, description: `${CZECH}<p>${text}</p>` })).not.toContain('link_in_text');
    });
    it("takes the company's own name for no link", () => {
      const description = `${CZECH}<p>V Sklárna.ai tě čeká skvělý tým.</p>`;
      expect(codes({ ...GOOD, description })).toEqual(['link_in_text']);
      expect(codes({ ...GOOD, description, companyName: 'Sklárna.ai' })).toEqual([]);
    });
    it('does not count an e-mail address as a link too', () => {
      expect(codes({ ...GOOD, description: `${CZECH}<p>jobs@firma.cz</p>` })).toEqual(['email_in_text']);
    });
    it('says the title when the contact is in the title', () => {
      expect(finding({ ...GOOD, title: 'Vývojář, volejte 777 123 456' }, 'phone_in_text')?.field).toBe('title');
    });
  });

  describe('salary', () => {
    it.each([null, undefined, { min: 50000, max: null }, { min: null, max: 80000 }])('flags a missing range: %p', (salary) => {
      expect(finding({ ...GOOD, salary }, 'salary_missing')).toMatchObject({ field: 'salary', severity: 'error' });
    });
    it('flags a range "from 0"', () => {
      expect(codes({ ...GOOD, salary: { min: 0, max: 80000 } })).toEqual(['salary_from_zero']);
    });
    it('takes a range of one figure', () => {
      expect(codes({ ...GOOD, salary: { min: 70000, max: 70000 } })).toEqual([]);
    });
  });

  describe('description length', () => {
    it('flags a description under the minimum, counting its text, not its markup', () => {
      const short = `<p><strong>${'a'.repeat(DESCRIPTION_MIN_CHARS - 1)}</strong></p>`;
      expect(finding({ ...GOOD, description: short, language: null }, 'description_too_short')).toEqual({
        code: 'description_too_short',
        field: 'description',
        severity: 'error',
        params: { min: DESCRIPTION_MIN_CHARS, length: DESCRIPTION_MIN_CHARS - 1 },
      });
      expect(codes({ ...GOOD, description: `<p>${'a'.repeat(DESCRIPTION_MIN_CHARS)}</p>`, language: null })).toEqual([]);
    });
    it('flags an empty description (a draft) without failing', () => {
      expect(codes({})).toEqual(['salary_missing', 'description_too_short']);
    });
  });

  describe('warnings a person weighs', () => {
    it.each([
      ['Hledáme mladého kolegu do 35 let.', ['mladého', 'do 35 let']],
      ['We want young people under 30 years old.', ['young', 'under 30 years']],
      ['Pozice je vhodná pouze pro muže. Jen muži.', ['Jen muži']],
    ])('flags discriminatory wording in %p', (text, found) => {
      const result = finding({ ...GOOD, description: `${CZECH}<p>${text}</p>` }, 'discriminatory_wording');
      expect(result).toMatchObject({ severity: 'warning' });
      expect(result?.params?.found).toEqual(expect.arrayContaining(found));
    });
    it('does not flag a neutral text', () => {
      expect(codes({ ...GOOD, description: `${CZECH}<p>Tým má lidi různého věku a zkušeností, muže i ženy.</p>` })).toEqual([]);
    });
    it('is a hint, not a verdict: "young companies" is flagged too, for a person to weigh', () => {
      expect(finding({ ...GOOD, description: `${CZECH}<p>Pracujeme pro mladé firmy.</p>` }, 'discriminatory_wording')?.params).toEqual({
        found: ['mladé'],
      });
    });
    it.each([
      'Registrační poplatek je 500 Kč.',
      'Za zaškolení zaplatíte 2 000 Kč, poplatek za školení vracíme.',
      'A training fee of 100 EUR applies.',
    ])('flags fees for candidates in %p', (text) => {
      expect(finding({ ...GOOD, description: `${CZECH}<p>${text}</p>` }, 'candidate_fee')).toMatchObject({ severity: 'warning' });
    });
    it('flags a text that is not in the ad’s language', () => {
      expect(finding({ ...GOOD, description: ENGLISH, language: 'cs' }, 'language_mismatch')).toEqual({
        code: 'language_mismatch',
        field: 'language',
        severity: 'warning',
        params: { language: 'cs' },
      });
      expect(codes({ ...GOOD, description: CZECH, language: 'en' })).toEqual(['language_mismatch']);
    });
    it('lets warnings pass and errors block', () => {
      const warned = precheckJob({ ...GOOD, description: `${CZECH}<p>Mladý tým.</p>` });
      expect(warned.map((item) => item.code)).toEqual(['discriminatory_wording']);
      expect(precheckPasses(warned)).toBe(true);
      expect(precheckPasses(precheckJob({ ...GOOD, salary: null }))).toBe(false);
    });
  });
});

describe('descriptionText', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(descriptionText('<p>Tom &amp; Jerry&nbsp;&#39;s</p>\n<ul><li>a</li><li>b&#x21;</li></ul>')).toBe("Tom & Jerry 's a b!");
  });
});
