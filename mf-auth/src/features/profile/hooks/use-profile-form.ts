import { FORM_OPTIONS, showFieldErrors, showGenericError } from '@raketa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/form/field-error';
import { PROFILE_QUERY_KEY, saveProfile, type Profile, type ProfilePatch } from '../api/profile';
import { formFieldOf, toFormValues, type ProfileFormValues } from '../lib/profile-form';
import { messageOfCode, profileResolver, type ProfileFormContext } from '../lib/profile-validation';
import { useClearServerErrors } from './use-clear-server-errors';

type ProfileField = FieldPath<ProfileFormValues>;
export type ProfileFormApi = ReturnType<typeof useProfileForm>;

/**
 * The profile's form, one wiring for the profile page and the onboarding steps: the values of the
 * saved profile, the contract's rules (`profileResolver`), the API's verdict on a field gone once
 * it is edited, and `save`, which sends a patch and either keeps the answer as the profile or
 * shows why not.
 */
export function useProfileForm(profile: Profile, context: ProfileFormContext = {}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, ProfileFormContext>({
    ...FORM_OPTIONS,
    defaultValues: toFormValues(profile),
    resolver: profileResolver,
    context,
  });
  useClearServerErrors(form);
  const mutation = useMutation({ mutationFn: saveProfile });
  const {
    setError,
    trigger,
    formState: { errors },
  } = form;

  /**
   * The saved profile (also put in the query cache), or null: refused fields shown on their inputs
   * (a refusal of none of them as the generic error), a failure already toasted by the query client.
   */
  const save = async (patch: ProfilePatch): Promise<Profile | null> => {
    const result = await mutation.mutateAsync(patch).catch(() => null);
    if (result === null) return null;
    if (result.kind === 'ok') {
      queryClient.setQueryData(PROFILE_QUERY_KEY, result.profile);
      return result.profile;
    }
    const shown =
      result.kind === 'invalid'
        ? showFieldErrors(
            setError,
            result.errors,
            (problem) => formFieldOf(problem) as ProfileField,
            ({ code }) => messageOfCode(code),
          )
        : 0;
    if (shown === 0) showGenericError();
    return null;
  };

  return {
    form,
    save,
    saving: mutation.isPending,
    /** A field's error in the page's language. */
    error: (path: ProfileField) => fieldError(t, get(errors, path)),
    /** Checkboxes, radios and selects are decisions: they re-validate as they change (texts wait for blur). */
    validateOnChange: (path: ProfileField) => ({ onChange: () => void trigger(path) }),
  };
}
