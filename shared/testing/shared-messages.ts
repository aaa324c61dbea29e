import { addAppMessages } from '../src/i18n/i18n';
import cs from '../src/i18n/messages/cs.json';
import en from '../src/i18n/messages/en.json';

/** Registers the shared UI's namespace for Jest tests; the page gets it from the shell's served message file. */
export async function addSharedMessages(): Promise<void> {
  addAppMessages('shared', { cs, en });
}
