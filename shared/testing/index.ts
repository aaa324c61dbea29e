// `@raketa/shared/testing`: Jest helpers every web package uses.
export * from './shared-messages';
export * from './render';
