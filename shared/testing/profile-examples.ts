// Test-only: values of a profile change and the code each gets from the change's one definition
// (@raketa/shared/contracts, profile-patch.ts); the API's route test and the profile form's test
// both check them, so the route, the contract and the form's resolver agree.

/** The profile's texts, by the form's name, and where each goes in `PATCH /api/profile` (its error's `field`). */
export const PROFILE_TEXT_PATHS = {
  name: 'name',
  headline: 'headline',
  location: 'location',
  linkedin: 'links.linkedin',
  github: 'links.github',
  portfolio: 'links.portfolio',
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_PATHS;

export const PROFILE_TEXT_EXAMPLES: readonly (readonly [field: ProfileTextField, value: string, code: string])[] = [
  ['name', '   ', 'required'],
  ['name', 'ž'.repeat(200), 'ok'],
  ['name', 'x'.repeat(201), 'too_long'],
  ['headline', ' Product designer ', 'ok'],
  ['headline', 'x'.repeat(121), 'too_long'],
  ['location', '', 'ok'],
  ['location', 'x'.repeat(101), 'too_long'],
  ['linkedin', 'https://www.linkedin.com/in/jana', 'ok'],
  ['linkedin', 'https://evil-linkedin.com/in/jana', 'invalid_host'],
  ['linkedin', 'javascript:alert(1)', 'invalid_url'],
  ['github', 'https://gist.github.com/jana', 'ok'],
  ['github', 'https://github.com.evil.example/jana', 'invalid_host'],
  ['github', 'github.com/jana', 'invalid_url'],
  ['portfolio', 'http://jana.example.cz', 'ok'],
  ['portfolio', 'ftp://jana.example.cz', 'invalid_url'],
  ['portfolio', 'https://user:secret@jana.example.cz', 'invalid_url'],
  ['portfolio', `https://jana.example.cz/${'x'.repeat(500)}`, 'too_long'],
];

/** The salary amount as typed in the form, the number the API gets for it, and the code. */
export const SALARY_AMOUNT_EXAMPLES: readonly (readonly [typed: string, sent: number, code: string])[] = [
  ['65 000', 65_000, 'ok'],
  ['10000000', 10_000_000, 'ok'],
  ['10000001', 10_000_001, 'invalid_amount'],
  ['0', 0, 'invalid_amount'],
  ['12.5', 12.5, 'invalid_amount'],
];

type Row = { language: string; level: string };
/** Language rows, the field that fails (`languages.<row>.<part>`) and its code. */
export const LANGUAGE_EXAMPLES: readonly (readonly [rows: Row[], field: string, code: string])[] = [
  [
    [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'basic' },
    ],
    'languages',
    'ok',
  ],
  [
    [
      { language: 'cs', level: 'native' },
      { language: 'cs', level: 'basic' },
    ],
    'languages.1.language',
    'duplicate',
  ],
  [[{ language: '', level: 'basic' }], 'languages.0.language', 'required'],
  [[{ language: 'de', level: '' }], 'languages.0.level', 'required'],
];

/** The edit the "one edit changes everywhere" tests make to the schema, and the values that show it. */
export const HEADLINE_LIMIT_EDIT = { maxLength: 10, fits: 'H'.repeat(10), tooLong: 'H'.repeat(11) } as const;
