/**
 * The job-board contract shared by the API and the UI (api/JOBS.md): the field taxonomy and its
 * URL slugs, the closed lists of job and company attributes, application limits and the answer
 * shapes. Pure data and types; imported as `@raketa/shared/jobs`.
 */
export * from './taxonomy';
export * from './catalog';
export * from './apply';
export * from './list-url';
export type * from './api';
