/**
 * The public entry of @raketa/shared, shared as one Module Federation singleton
 * by the shell and every remote. Import only from here (no deep imports).
 */
export * from './routes/route-table';
export * from './routes/match';
export * from './routes/router';
export * from './routes/api-paths';
export * from './locale/locales';
export * from './locale/detect';
export * from './head/head';
export * from './head/page-title';
export * from './federation/contract';
export * from './federation/ssr';
export { registerReactInstance } from './federation/instance';
export * from './i18n/i18n';
export * from './i18n/load-messages';
export {
  isHashedMessagesPath,
  MANIFEST_MESSAGES_FIELD,
  MESSAGES_DIR,
  messagesPath,
  type MessagesFile,
  type MessagesPaths,
} from './i18n/messages-path';
export * from './api/clients';
export * from './api/query-client';
export * from './errors/generic-error';
export * from './errors/fatal-error';
export * from './api/hydra';
export * from './session/session';
export * from './session/login-href';
export { SignedInOnly, resetOfferedLoginDialogs } from './session/signed-in-only';
export * from './api/csrf';
export * from './toast/toast-store';
export * from './navigation/url-guard';
export * from './navigation/reload-guard';
export { dataLayer, type DataLayerEvent } from './analytics/data-layer';
export * from './viewport/breakpoints';
export * from './viewport/viewport-cookie';
export { Button, BUTTON_VIBRATION_MS, type ButtonProps } from './ui/button';
export { Icon, ICON_NAMES, ICONS, type IconName, type IconProps } from './ui/icons';
export { Input, type InputProps } from './ui/input';
export { FilePicker, type FilePickerProps } from './ui/file-picker';
export { Field, FieldErrorMessage, FieldGroup, FieldMark, type FieldControlProps, type FieldGroupProps, type FieldProps } from './ui/field';
export { FORM_OPTIONS } from './ui/form-options';
export { useEventCallback } from './hooks/use-event-callback';
export { RoutePlaceholder } from './ui/route-placeholder';
export { lazyPage, RemotePages, type LazyPage } from './ui/remote-pages';
export { ApiImage, IMAGE_SIZES, imageUrl, JSON_LD_LOGO, imageUrlOf, type ApiImageProps, type ImageSize } from './ui/api-image';
export { pageWindow, Pagination } from './ui/pagination';
export { showFieldErrors, type ApiFieldError, type SetFieldError } from './ui/field-errors';
export { PRODUCT_SLUG, SITE_TIME_ZONE } from './config/product';
