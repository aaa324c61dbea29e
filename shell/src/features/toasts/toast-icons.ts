import type { IconName, ToastVariant } from '@raketa/shared';

/** The icon a toast shows unless its caller gives one. */
export const TOAST_VARIANT_ICONS: Record<ToastVariant, IconName> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
};
