/**
 * Emits an app's translations as served files, `_i18n/{hash}/{locale}/messages.json`
 * holding `{ "<namespace>": { ...messages } }`, instead of bundling them, and
 * tells the app's code the hash through a DefinePlugin constant. The hash covers
 * the messages only, so an unchanged translation keeps its URL across deploys.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { MESSAGES_HASH_LENGTH, messagesPath, type MessagesFile, LOCALE_CODES, type LocaleCode } from '@raketa/shared/federation';

/** The constant an app's code reads for its messages' hash (declared in shared/src/i18n/load-messages.ts). */
export const I18N_HASH_DEFINE = '__RAKETA_I18N_HASH__';

/** Namespace → absolute folder holding `cs.json` and `en.json`. */
export type MessageFolders = Record<string, string>;

/** Default: the app's namespace is its federation name, its messages in `./src/locales`. */
export function messageFoldersOf(appDir: string, federation: { name: string; messages?: Record<string, string> }): MessageFolders {
  const folders = federation.messages ?? { [federation.name]: './src/locales' };
  return Object.fromEntries(Object.entries(folders).map(([namespace, dir]) => [namespace, path.resolve(appDir, dir)]));
}

function readNamespace(file: string): Record<string, unknown> {
  const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file}: translation messages must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export interface AppMessageFiles {
  /** Hex digits (MESSAGES_HASH_LENGTH) of a SHA-256 over every locale's file. */
  hash: string;
  /** The file body of each locale (compact JSON). */
  files: Record<LocaleCode, string>;
}

export function readMessageFiles(folders: MessageFolders): AppMessageFiles {
  // Sorted so the hash does not depend on the order a config lists its namespaces in.
  const namespaces = Object.keys(folders).sort();
  if (namespaces.length === 0) throw new Error('an app needs at least one translation namespace');
  const files = {} as Record<LocaleCode, string>;
  const hash = crypto.createHash('sha256');
  for (const locale of LOCALE_CODES) {
    const file: MessagesFile = {};
    for (const namespace of namespaces) file[namespace] = readNamespace(path.join(folders[namespace]!, `${locale}.json`));
    files[locale] = JSON.stringify(file);
    hash.update(`${locale}\n${files[locale]}\n`);
  }
  return { hash: hash.digest('hex').slice(0, MESSAGES_HASH_LENGTH), files };
}

const PLUGIN = 'RaketaI18nMessages';

export class I18nMessagesPlugin {
  readonly hash: string;
  private readonly files: Record<LocaleCode, string>;

  /** Reads the messages once: builds are one-shot production builds (no watch mode), so the hash cannot go stale. */
  constructor(folders: MessageFolders) {
    ({ hash: this.hash, files: this.files } = readMessageFiles(folders));
  }

  apply(compiler: webpack.Compiler) {
    new webpack.DefinePlugin({ [I18N_HASH_DEFINE]: JSON.stringify(this.hash) }).apply(compiler);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const locale of LOCALE_CODES) {
          compilation.emitAsset(messagesPath(this.hash, locale), new webpack.sources.RawSource(this.files[locale]));
        }
      });
    });
  }
}
