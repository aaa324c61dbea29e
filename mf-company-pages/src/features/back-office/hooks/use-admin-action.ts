import { showGenericError, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminChange } from '../api/admin-client';
import { BACK_OFFICE_KEY, useRefusalHandler } from './back-office-context';

/** Problems a change may answer that have their own message (`backOffice.problems.<code>`); others are the generic error. */
export const KNOWN_PROBLEMS = [
  'invalid_transition',
  'job_not_found',
  'order_already_paid',
  'order_not_found',
  'company_not_found',
  'failed_job_not_found',
  'campaign_not_found',
  'price_item_not_found',
  'cashback_claim_decided',
  'cashback_claim_not_found',
] as const;

/**
 * One action of the back office (a change of the admin API): while it runs its button is pending;
 * done, a toast says so and every list of the back office refreshes (the home's counts and the record
 * too); refused, a refused role or an ended session is acted on, field errors come back to the caller
 * to show in place, and any other problem is a toast that names it (the lists refresh: the thing may
 * have changed meanwhile). A network failure is the generic error. Resolves the result, or null.
 */
export function useAdminAction<V, T>(mutationFn: (variables: V) => Promise<AdminChange<T>>) {
  const { t } = useTranslation('companyPages');
  const queryClient = useQueryClient();
  const handleRefusal = useRefusalHandler();
  const mutation = useMutation({ mutationFn, meta: { handlesErrors: true } });

  const run = async (variables: V, success: string): Promise<AdminChange<T> | null> => {
    const result = await mutation.mutateAsync(variables).catch(() => null);
    if (result === null) {
      showGenericError();
      return null;
    }
    if (result.kind === 'done') {
      toast({ variant: 'success', title: success, duration: TOAST_DURATION_MS });
    } else if (!handleRefusal(result.status, result.code) && result.errors.length === 0) {
      const known = (KNOWN_PROBLEMS as readonly (string | undefined)[]).includes(result.code);
      if (known) toast({ variant: 'destructive', title: t('backOffice.problems.title'), description: t(`backOffice.problems.${result.code}`) });
      else showGenericError();
    }
    await queryClient.invalidateQueries({ queryKey: BACK_OFFICE_KEY });
    return result;
  };

  return { run, pending: mutation.isPending, variables: mutation.isPending ? mutation.variables : undefined };
}
