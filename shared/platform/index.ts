/** Node-side platform tooling: topology, builds, static serving, the local stack. Never bundled for browsers. */
export * from './topology';
export * from './shared-deps';
export { createWebpackConfig, type FederationConfig, type BuildInfo } from './webpack-config';
export { registerStatic, buildRemoteServer, cacheControlFor, IMMUTABLE, REVALIDATE } from './static-server';
export { startStack, prepareDatabase, type Stack, type StackOptions } from './stack';
