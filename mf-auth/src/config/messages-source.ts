import type { MessagesSource } from '@raketa/shared';

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
export const AUTH_MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};
