/**
 * The public entry of @raketa/shared, shared as one Module Federation singleton
 * by the shell and every remote. Import only from here (no deep imports).
 */
import { addAppMessages } from './i18n/i18n';
import csMessages from './i18n/messages/cs.json';
import enMessages from './i18n/messages/en.json';

export * from './routes/route-table';
export * from './routes/match';
export * from './routes/api-paths';
export * from './locale/locales';
export * from './federation/contract';
export { registerReactInstance } from './federation/instance';
export * from './i18n/i18n';
export * from './api/clients';
export * from './api/query-client';
export * from './api/hydra';
export * from './session/atoms';
export * from './toast/toast-store';
export { Button, type ButtonProps } from './ui/button';
export { Input, type InputProps } from './ui/input';
export { Dialog, type DialogProps } from './ui/dialog';
export { RoutePlaceholder } from './ui/route-placeholder';

export const SHARED_MESSAGES = { cs: csMessages, en: enMessages };
/** Registers the shared namespace (called by the shell after i18n init). */
export const addSharedMessages = () => addAppMessages('shared', SHARED_MESSAGES);
