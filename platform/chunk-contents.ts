/**
 * Writes `builds/chunk-contents.json` into every browser build: for each emitted JavaScript file,
 * what it holds (npm package, or the app's own source folder) with the size webpack gives each
 * module before minification. `npm run bench:web` names the scripts of the first view with it,
 * so its JavaScript breakdown says "react-dom" rather than "470.e0deef5090d0.js" (issue 26).
 */
import webpack from 'webpack';

export const CHUNK_CONTENTS_FILE = 'builds/chunk-contents.json';

/** File name → [what, bytes before minification], largest first. */
export type ChunkContents = Record<string, [string, number][]>;

const PLUGIN = 'RaketaChunkContents';

/** What a module belongs to: its npm package (`@scope/name`), else its folder under the repository (`shell/src`), else its kind. */
export function ownerOf(resource: string | undefined, fallback: string): string {
  if (!resource) return fallback;
  const path = resource.replace(/\\/g, '/');
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  const parts = path.split('/').filter(Boolean);
  // The app folder and the one below it (`shell/src`, `shared/jobs`): the repository root is not known here.
  const app = parts.findIndex((part) => /^(?:shell|shared|mf-[\w-]+|platform)$/.test(part));
  return app >= 0 ? parts.slice(app, app + 2).join('/') : fallback;
}

/** The modules a module stands for: a concatenated module's parts, else itself. */
function leaves(module: webpack.Module): webpack.Module[] {
  const inner = (module as webpack.Module & { modules?: Iterable<webpack.Module> }).modules;
  return inner ? [...inner].flatMap(leaves) : [module];
}

export function chunkContents(compilation: webpack.Compilation): ChunkContents {
  const contents: ChunkContents = {};
  for (const chunk of compilation.chunks) {
    const owners = new Map<string, number>();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const leaf of leaves(module)) {
        const owner = ownerOf(leaf.nameForCondition() ?? undefined, leaf.type.startsWith('runtime') ? 'webpack runtime' : leaf.type);
        owners.set(owner, (owners.get(owner) ?? 0) + leaf.size());
      }
    }
    for (const runtime of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
      owners.set('webpack runtime', (owners.get('webpack runtime') ?? 0) + runtime.size());
    }
    const sorted = [...owners].sort((a, b) => b[1] - a[1]);
    for (const file of chunk.files) if (file.endsWith('.js')) contents[file] = sorted;
  }
  return contents;
}

export class ChunkContentsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(CHUNK_CONTENTS_FILE, new webpack.sources.RawSource(JSON.stringify(chunkContents(compilation))));
      });
    });
  }
}
