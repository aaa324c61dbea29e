/**
 * `@raketa/shared/routes`: the route table and its helpers without the UI kit, for node-side
 * users (the API's feeds and sitemaps, its form paths). The browser imports them from `@raketa/shared`.
 */
export * from './route-table';
export * from './match';
export * from './api-paths';
