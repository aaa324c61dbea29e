/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { I18N_HASH_DEFINE, I18nMessagesPlugin, messageFoldersOf, readMessageFiles } from './i18n-messages-plugin';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-i18n-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes `{dir}/cs.json` and `{dir}/en.json` under the temp root; returns the folder. */
function writeLocales(dir: string, cs: unknown, en: unknown, space?: number): string {
  const folder = path.join(root, dir);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'cs.json'), JSON.stringify(cs, null, space));
  fs.writeFileSync(path.join(folder, 'en.json'), JSON.stringify(en, null, space));
  return folder;
}

/** Builds a one-file app with the plugin; returns the dist folder. */
function compile(plugin: I18nMessagesPlugin, source: string): Promise<string> {
  const dist = path.join(root, 'dist');
  fs.writeFileSync(path.join(root, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './entry.js',
    output: { path: dist, filename: 'main.js' },
    optimization: { minimize: false },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve(dist);
    }),
  );
}

describe('I18nMessagesPlugin', () => {
  it('emits _i18n/{hash}/{locale}/messages.json holding every namespace, and defines the hash for the app', async () => {
    const shell = writeLocales('shell', { brand: 'Raketa', nav: { jobs: 'Nabídky práce' } }, { brand: 'Raketa', nav: { jobs: 'Jobs' } });
    const shared = writeLocales('shared', { field: { optional: 'Dobrovolné' } }, { field: { optional: 'Optional' } });
    const plugin = new I18nMessagesPlugin({ shell, shared });
    expect(plugin.hash).toMatch(/^[0-9a-f]{16}$/);

    const dist = await compile(plugin, `console.log(typeof ${I18N_HASH_DEFINE} === 'string' ? ${I18N_HASH_DEFINE} : 'none');`);
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(dist, '_i18n', plugin.hash, locale, 'messages.json'), 'utf8')) as unknown;
    expect(read('cs')).toEqual({ shell: { brand: 'Raketa', nav: { jobs: 'Nabídky práce' } }, shared: { field: { optional: 'Dobrovolné' } } });
    expect(read('en')).toEqual({ shell: { brand: 'Raketa', nav: { jobs: 'Jobs' } }, shared: { field: { optional: 'Optional' } } });
    expect(fs.readdirSync(path.join(dist, '_i18n'))).toEqual([plugin.hash]);
    const bundle = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(bundle).toContain(`"${plugin.hash}"`);
    expect(bundle).not.toContain('none');
  });

  it('keeps the hash for the same messages, whatever their formatting or namespace order', () => {
    const a = writeLocales('a', { x: '1', y: { z: '2' } }, { x: 'one', y: { z: 'two' } });
    const b = writeLocales('b', { q: 'ano' }, { q: 'yes' });
    const first = readMessageFiles({ jobs: a, shared: b });
    const reformatted = writeLocales('a2', { x: '1', y: { z: '2' } }, { x: 'one', y: { z: 'two' } }, 2);
    expect(readMessageFiles({ shared: b, jobs: reformatted })).toEqual(first);
    expect(new I18nMessagesPlugin({ jobs: a, shared: b }).hash).toBe(first.hash);
  });

  it('changes the hash when any message of either locale changes', () => {
    const base = readMessageFiles({ jobs: writeLocales('a', { x: 'Ahoj' }, { x: 'Hello' }) }).hash;
    expect(readMessageFiles({ jobs: writeLocales('b', { x: 'Ahoj!' }, { x: 'Hello' }) }).hash).not.toBe(base);
    expect(readMessageFiles({ jobs: writeLocales('c', { x: 'Ahoj' }, { x: 'Hi' }) }).hash).not.toBe(base);
    expect(readMessageFiles({ jobs: writeLocales('d', { x: 'Ahoj', y: 'Nový' }, { x: 'Hello', y: 'New' }) }).hash).not.toBe(base);
    // The same messages under another namespace are another file.
    expect(readMessageFiles({ auth: writeLocales('e', { x: 'Ahoj' }, { x: 'Hello' }) }).hash).not.toBe(base);
  });

  it('names a missing or malformed message file', () => {
    const missing = path.join(root, 'missing');
    fs.mkdirSync(missing);
    fs.writeFileSync(path.join(missing, 'cs.json'), '{}');
    expect(() => readMessageFiles({ jobs: missing })).toThrow(path.join(missing, 'en.json'));
    const list = writeLocales('list', [], {});
    expect(() => readMessageFiles({ jobs: list })).toThrow(`${path.join(list, 'cs.json')}: translation messages must be a JSON object`);
    expect(() => readMessageFiles({})).toThrow('at least one translation namespace');
  });
});

describe('messageFoldersOf', () => {
  it('defaults to the app’s federation name and its src/locales', () => {
    expect(messageFoldersOf('/repo/mf-jobs', { name: 'jobs' })).toEqual({ jobs: '/repo/mf-jobs/src/locales' });
  });

  it('resolves the folders a config names against the app', () => {
    expect(messageFoldersOf('/repo/shell', { name: 'shell', messages: { shell: './src/locales', shared: '../shared/src/i18n/messages' } })).toEqual({
      shell: '/repo/shell/src/locales',
      shared: '/repo/shared/src/i18n/messages',
    });
  });
});
