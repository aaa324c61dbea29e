/**
 * Spec section 8, "Any other failure": a destructive toast titled Error with "Sorry
 * about that, please try again later." for 2500 ms. Remotes call it for failures that
 * have no field to show them on; failed mutations raise it by default.
 */
import { i18n } from '../i18n/i18n';
import { toast } from '../toast/toast-store';

export function showGenericError(): void {
  toast({
    variant: 'destructive',
    title: i18n.t('shared:error.title'),
    description: i18n.t('shared:error.generic'),
  });
}
