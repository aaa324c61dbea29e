/**
 * The account contract shared by the API and the UI: the keys each side offers, stores and checks,
 * the limits, and the shapes of the answers (api/AUTH.md). Pure data and types, so it loads in
 * the browser bundle and in the API process alike; imported as `@raketa/shared/account`.
 */
export * from './profile';
export * from './social';
export * from './newsletter';
export * from './session';
