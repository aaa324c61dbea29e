/**
 * The contracts: each request and answer shape, and each validation rule, written once as JSON
 * Schema. The API's routes validate and serialise with the schemas; the types are derived from
 * them (json-schema-to-ts); the client parses answers and validates forms with superstruct structs
 * made from them (`toStruct`). Plain data and small functions, safe in the browser and in Node;
 * imported as `@raketa/shared/contracts`.
 */
export * from './schema-struct';
export * from './formats';
export * from './jobs';
export * from './cv';
export * from './application';
export * from './profile';
export * from './own-company';
export * from './profile-patch';
export * from './job-precheck';
export * from './job-input';
export * from './company-team';
export * from './job-lifecycle';
export * from './back-office';
export * from './applicants';
export * from './contact';
export * from './company-form';
export * from './alerts';
export * from './integrations';
export * from './images';
export * from './job-stats';
export * from './cashback';
