/**
 * Writes `first-view.json` into the host's build: every file the page fetches before its first
 * render, which the browser would otherwise discover one round trip at a time (the entry, then
 * the async `bootstrap` chunk, then each shared singleton it consumes). The shell server puts
 * them into every page as preload hints and stylesheets (issue 9).
 */
import webpack from 'webpack';
import { messagesPaths, type MessagesPaths, LOCALE_CODES } from '@raketa/shared/federation';

export const FIRST_VIEW_FILE = 'first-view.json';
/** The chunk name of the host's async boundary (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

export interface FirstViewAssets {
  /** JS files, in the order the page needs them. */
  scripts: string[];
  styles: string[];
  /** The host's message file of each locale (the page's one is fetched before the first render). */
  messages?: MessagesPaths;
}

const PLUGIN = 'RaketaFirstViewAssets';

/**
 * The files of the named chunk group and, transitively, of every shared module its modules consume
 * (Module Federation's `ConsumeSharedModule`s load a provider's chunks on demand; at the first
 * render each is needed). A host resolves a share key to the version it provides itself (its
 * `ProvideSharedModule`'s chunks), so those are followed; a key it does not provide, to the fallback.
 */
export function firstViewAssets(compilation: webpack.Compilation, groupName: string): FirstViewAssets | null {
  const start = compilation.namedChunkGroups.get(groupName);
  if (!start) return null;
  const { chunkGraph } = compilation;
  const provided = new Map<string, webpack.Module>();
  for (const module of compilation.modules) {
    const name = (module as webpack.Module & { _name?: unknown })._name;
    if (module.constructor.name === 'ProvideSharedModule' && typeof name === 'string') provided.set(name, module);
  }
  const files: string[] = [];
  const seenChunks = new Set<webpack.Chunk>();
  const queue: webpack.ChunkGroup[] = [start];
  for (let group = queue.shift(); group; group = queue.shift()) {
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      files.push(...chunk.files);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const shareKey = (module as webpack.Module & { options?: { shareKey?: string } }).options?.shareKey;
        const source = (shareKey !== undefined && provided.get(shareKey)) || module;
        for (const block of source.blocks) {
          const fallback = chunkGraph.getBlockChunkGroup(block);
          if (fallback) queue.push(fallback);
        }
      }
    }
  }
  const unique = [...new Set(files)];
  return { scripts: unique.filter((file) => file.endsWith('.js')), styles: unique.filter((file) => file.endsWith('.css')) };
}

export class FirstViewAssetsPlugin {
  /** `messagesHash`: the content hash of the host's messages (I18nMessagesPlugin). */
  constructor(private readonly messagesHash?: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets = firstViewAssets(compilation, BOOTSTRAP_CHUNK);
        if (!assets) {
          compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: no chunk named "${BOOTSTRAP_CHUNK}" (the host's async boundary)`));
          return;
        }
        const messages = this.messagesHash ? { messages: messagesPaths(this.messagesHash, LOCALE_CODES) } : {};
        compilation.emitAsset(FIRST_VIEW_FILE, new webpack.sources.RawSource(JSON.stringify({ ...assets, ...messages }, null, 2)));
      });
    });
  }
}
