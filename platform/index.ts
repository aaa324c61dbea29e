/** Node-side platform tooling: topology, builds, static serving, the local stack. Never bundled for browsers. */
export * from './topology';
export * from './shared-deps';
export { createWebpackConfig, createWebpackConfigs, routeChunkFiles, type FederationConfig, type BuildInfo } from './webpack-config';
export { contractVersionOfBuild, CONTRACT_VERSION_DEFINE, CONTRACT_VERSION_OVERRIDE_ENV } from './contract-version';
export { registerStatic, registerCompression, revalidated, buildRemoteServer, cacheControlFor, IMMUTABLE, REVALIDATE } from './static-server';
export { precompressDir, precompressFileSync, isCompressible, type PrecompressedFile } from './precompress';
export { startStack, prepareDatabase, type Stack, type StackOptions } from './stack';
export {
  readRegistry,
  registryFileOf,
  releaseManifestUrl,
  releasesDirOf,
  remotesConfigSource,
  type ReleaseRecord,
  type ReleaseRegistry,
  type RemotesConfigSource,
} from './releases';
export { RELEASE_LABEL_ENV } from './webpack-config';
export { FIRST_VIEW_FILE, type FirstViewAssets } from './first-view-assets';
export { CHUNK_CONTENTS_FILE, type ChunkContents } from './chunk-contents';
export { withoutScripts } from './without-scripts';
export { evaluateBundle } from './ssr-endpoint';
