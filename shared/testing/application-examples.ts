// Test-only: one table of an application's text values and the code each gets from the
// application's one definition (@raketa/shared/contracts); the API's route test and the apply
// form's test both check it, so the route, the client struct and the form agree.
export const APPLICATION_EXAMPLES: readonly (readonly [field: 'name' | 'email' | 'phone' | 'linkedin' | 'message', value: string, code: string])[] = [
  ['name', '   ', 'required'],
  ['name', 'J'.repeat(120), 'ok'],
  ['name', 'J'.repeat(121), 'too_long'],
  ['name', '😀'.repeat(120), 'ok'],
  ['email', 'jana@', 'invalid_email'],
  ['email', ' jana@example.com ', 'ok'],
  ['email', `${'j'.repeat(250)}@example.com`, 'too_long'],
  ['phone', '123', 'invalid_phone'],
  ['phone', '+420 777 123 456', 'ok'],
  ['phone', 'call me', 'invalid_phone'],
  ['linkedin', 'https://evil.example/linkedin.com', 'invalid_host'],
  ['linkedin', 'ftp://linkedin.com/in/jana', 'invalid_url'],
  ['linkedin', 'https://cz.linkedin.com/in/jana', 'ok'],
  ['message', 'm'.repeat(5001), 'too_long'],
];

/** The edit the "one edit changes everywhere" tests make to the schema, and the values that show it. */
export const NAME_LIMIT_EDIT = { maxLength: 10, fits: 'J'.repeat(10), tooLong: 'J'.repeat(11) } as const;
