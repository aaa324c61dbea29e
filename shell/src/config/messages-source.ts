import type { MessagesSource } from '@raketa/shared';

/** The shell's served messages (namespaces shell and shared), on its own origin. */
export const SHELL_MESSAGES: MessagesSource = {
  baseUrl: '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};
