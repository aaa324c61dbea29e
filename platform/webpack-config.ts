/**
 * One webpack configuration factory for the host and every remote, so builds
 * differ only in what each app's `federation.config.ts` declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { MANIFEST_ROUTE_CHUNKS_FIELD, SSR_DIR, MANIFEST_MESSAGES_FIELD, messagesPaths, LOCALE_CODES, type RouteId } from '@raketa/shared/federation';
import { contractVersionOfBuild, contractVersionPlugin } from './contract-version';
import { ChunkContentsPlugin } from './chunk-contents';
import { FirstViewAssetsPlugin } from './first-view-assets';
import { I18nMessagesPlugin, messageFoldersOf } from './i18n-messages-plugin';
import { sharedSingletons } from './shared-deps';

/** The host's runtime plugin that gives remotes its federation runtime core (see the file). */
const RUNTIME_CORE_PROVIDER = path.join(__dirname, 'runtime-core-provider.ts');

export interface FederationConfig {
  /** Module Federation container name (a JS identifier): `shell`, or the remote's name. */
  name: string;
  kind: 'host' | 'remote';
  /** Remotes only: exposed modules, all under `./src/exposes/`. */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (files that must not import react statically). */
  runtimePlugins?: string[];
  /**
   * Translation namespaces the app serves at `_i18n/{hash}/{locale}/messages.json`:
   * namespace → folder (relative to the app) holding `cs.json` and `en.json`.
   * Default: `{ [name]: './src/locales' }`.
   */
  messages?: Record<string, string>;
  /**
   * The app's server renderer (shared/src/federation/ssr.ts), e.g. `./src/ssr/render.tsx`: built
   * into `ssr/render.js` of the same output folder, so every build and release carries its own.
   */
  ssr?: string;
  /**
   * Remotes only: lazy chunks (by `webpackChunkName`) that a route's first render needs, e.g. the
   * job detail's apply form. Their files go into `mf-manifest.json` (MANIFEST_ROUTE_CHUNKS_FIELD)
   * and the shell server preloads them with that route's pages.
   */
  routeChunks?: Partial<Record<RouteId, string[]>>;
}

/** Chunk groups as webpack's compilation has them (the part routeChunkFiles reads). */
interface NamedChunkGroups {
  get(name: string): { chunks: { files: Iterable<string> }[] } | undefined;
}

/** The files of each route's named chunks (JS and CSS); a name the build does not know fails the build. */
export function routeChunkFiles(routeChunks: Partial<Record<RouteId, string[]>>, groups: NamedChunkGroups): Partial<Record<RouteId, string[]>> {
  return Object.fromEntries(
    Object.entries(routeChunks).map(([routeId, names]) => [
      routeId,
      [
        ...new Set(
          names!.flatMap((name) => {
            const group = groups.get(name);
            if (!group) throw new Error(`routeChunks: no chunk named "${name}" (webpackChunkName) for route ${routeId}`);
            return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(?:js|css)$/.test(file)));
          }),
        ),
      ],
    ]),
  );
}

interface AppPackage {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/** Written to `builds/latest.json` and `builds/meta/{buildId}.json` of every build. */
export interface BuildInfo {
  app: string;
  version: string;
  buildId: string;
  builtAt: string;
  /** The shell–remote contract version the build was made against (shared/src/federation/contract.ts). */
  contractVersion: number;
  /** Set by `release` (platform/releases.ts): `{version}-{buildId}`. */
  releaseId?: string;
  /** Test-only label from RELEASE_LABEL_ENV at build time, shown by the shell's about-build page. */
  releaseLabel?: string;
}

const BUILD_INFO_PLUGIN = 'RaketaBuildInfo';

/** Test-only build flag: a label the build carries in its build info (and its build id). */
export const RELEASE_LABEL_ENV = 'RAKETA_RELEASE_LABEL';

/** The label of a build made now, or undefined; a bad value fails the build. */
export function releaseLabelOfBuild(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const label = env[RELEASE_LABEL_ENV]?.trim();
  if (!label) return undefined;
  if (!/^[\w.:-]{1,64}$/.test(label)) {
    throw new Error(`${RELEASE_LABEL_ENV} must be 1-64 letters, digits, dots, colons, dashes or underscores, not ${JSON.stringify(label)}`);
  }
  return label;
}

/** Emits the build manifest files the spec names (`builds/latest.json`, `builds/meta/{buildId}.json`). */
class BuildInfoPlugin {
  private readonly releaseLabel = releaseLabelOfBuild();
  constructor(private readonly app: AppPackage) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(BUILD_INFO_PLUGIN, (compilation) => {
      // A labelled build is another build: its id differs from the same sources' unlabelled one.
      const label = this.releaseLabel;
      if (label) compilation.hooks.fullHash.tap(BUILD_INFO_PLUGIN, (hash) => void hash.update(`release-label:${label}`));
      compilation.hooks.processAssets.tap({ name: BUILD_INFO_PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const buildId = compilation.fullHash!.slice(0, 16);
        const info: BuildInfo = {
          app: this.app.name,
          version: this.app.version,
          buildId,
          builtAt: new Date().toISOString(),
          contractVersion: contractVersionOfBuild(),
          ...(label ? { releaseLabel: label } : {}),
        };
        const source = new webpack.sources.RawSource(JSON.stringify(info, null, 2));
        compilation.emitAsset('builds/latest.json', source);
        compilation.emitAsset(`builds/meta/${buildId}.json`, source);
      });
    });
  }
}

const SWC_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  },
};

/**
 * The node bundle of an app's server renderer: one self-contained CommonJS file (React and every
 * library inside), so it runs from any release folder without a node_modules beside it.
 */
export function createSsrWebpackConfig(appDir: string, federation: FederationConfig): Configuration | null {
  if (!federation.ssr) return null;
  return {
    name: `${federation.name}-ssr`,
    mode: 'production',
    context: appDir,
    target: 'node20',
    devtool: false,
    entry: { render: federation.ssr },
    output: {
      path: path.join(appDir, 'dist', SSR_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2', export: 'default' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        SWC_RULE,
        // Styles and images belong to the client build; the server only needs the markup.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // The contract version too: a render's answer names it, and the shell uses none of another version.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), contractVersionPlugin()],
    // Readable stack traces in server logs; the file is never sent to a browser.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The app's builds: the browser's, and its server renderer's when it has one. */
export function createWebpackConfigs(appDir: string, federation: FederationConfig): Configuration[] {
  const ssr = createSsrWebpackConfig(appDir, federation);
  return ssr ? [createWebpackConfig(appDir, federation), ssr] : [createWebpackConfig(appDir, federation)];
}

export function createWebpackConfig(appDir: string, federation: FederationConfig): Configuration {
  const app = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as AppPackage;
  const isHost = federation.kind === 'host';
  for (const file of Object.values(federation.exposes ?? {})) {
    if (!file.startsWith('./src/exposes/')) throw new Error(`${app.name}: expose ${file} must live in src/exposes/`);
  }
  const hashed = '[name].[contenthash:12]';
  const messages = new I18nMessagesPlugin(messageFoldersOf(appDir, federation));

  return {
    mode: 'production',
    context: appDir,
    target: 'web',
    devtool: false,
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `${hashed}[ext]`,
      uniqueName: federation.name,
      // The server renderer is written into ssr/ by its own compilation at the same time.
      clean: { keep: /^ssr[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        SWC_RULE,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: federation.exposes,
        shared: sharedSingletons(app),
        // Remotes are registered at runtime from the served config; `loaded-first`
        // keeps the host from fetching every remote's entry to negotiate versions.
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(isHost ? [RUNTIME_CORE_PROVIDER] : []), ...(federation.runtimePlugins ?? []).map((file) => path.resolve(appDir, file))],
        manifest: isHost
          ? false
          : {
              fileName: 'mf-manifest.json',
              // The remote's message files and its routes' lazy chunks, which the shell server preloads with its code.
              additionalData: ({ stats, compilation }) => {
                const metaData = stats.metaData as unknown as Record<string, unknown>;
                metaData[MANIFEST_MESSAGES_FIELD] = messagesPaths(messages.hash, LOCALE_CODES);
                metaData[MANIFEST_ROUTE_CHUNKS_FIELD] = routeChunkFiles(federation.routeChunks ?? {}, compilation.namedChunkGroups);
                return stats;
              },
            },
        dts: false,
        // One federation runtime core on the page: the host's, which remotes take from it. Built for
        // browsers only (`target: 'web'`): the runtime's Node script loading is left out (-1.5 kB brotli).
        experiments: { ...(isHost ? {} : { externalRuntime: true }), optimization: { target: 'web' } },
      }),
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
      new BuildInfoPlugin(app),
      // What each script holds, for bench:web's JavaScript breakdown.
      new ChunkContentsPlugin(),
      messages,
      // The contract version this app is built against (exposed modules export it; the shell checks it).
      contractVersionPlugin(),
      ...(isHost
        ? [
            new FirstViewAssetsPlugin(messages.hash),
            new HtmlWebpackPlugin({
              template: './src/index.html',
              scriptLoading: 'defer',
              // Keep the marker comment the shell server replaces with the public config.
              minify: { collapseWhitespace: true, removeComments: false },
            }),
          ]
        : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimize: true,
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }),
        // The first view carries its styles inline (issue 9): every byte is parsed before the first paint.
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
