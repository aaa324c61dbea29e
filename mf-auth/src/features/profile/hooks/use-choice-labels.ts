import { useTranslation } from 'react-i18next';

/**
 * Codes the job list also shows (fields, work modes, seniority) take their names from the shared
 * taxonomy, so a code reads the same in the profile, onboarding and the filters; the rest
 * (languages, levels, salary periods) are the profile's own.
 */
const TAXONOMY_LIST = { fields: 'fields', workModes: 'workModes', seniority: 'seniorities' } as const;

export type ChoiceList = keyof typeof TAXONOMY_LIST | 'languages' | 'levels' | 'period';

export function useChoiceLabels() {
  const { t } = useTranslation('auth');
  const { t: shared } = useTranslation('shared');
  const label = (group: ChoiceList, key: string) =>
    group in TAXONOMY_LIST ? shared(`taxonomy.${TAXONOMY_LIST[group as keyof typeof TAXONOMY_LIST]}.${key}`) : t(`profile.options.${group}.${key}`);
  return {
    label,
    options: (group: ChoiceList, keys: readonly string[]) => keys.map((key) => ({ value: key, label: label(group, key) })),
  };
}
