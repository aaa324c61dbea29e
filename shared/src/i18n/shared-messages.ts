import { addAppMessages } from './i18n';

/**
 * Registers the shared UI's namespace from its bundled JSON, for Jest tests:
 * the page gets it from the shell's served message file. The imports are lazy
 * so the JSON stays out of the runtime bundle (webpack moves it to a chunk
 * nothing requests).
 */
export async function addSharedMessages(): Promise<void> {
  const [cs, en] = await Promise.all([import('./messages/cs.json'), import('./messages/en.json')]);
  addAppMessages('shared', { cs: cs.default, en: en.default });
}
