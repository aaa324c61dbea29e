import type { PrecheckFinding } from '@raketa/shared/contracts';
import { useTranslation } from 'react-i18next';

/** The message key of a code (`salary_from_zero` → `salaryFromZero`: i18next reads `_zero`, `_many`… as plural forms). */
export const messageKey = (code: string) => code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A finding's params as its message names them (`found` is a list of what was found). */
function paramsOf(finding: PrecheckFinding, languageName: (code: string) => string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(finding.params ?? {})) params[key] = Array.isArray(value) ? value.join(', ') : value;
  if (typeof params.language === 'string') params.language = languageName(params.language);
  return params;
}

/**
 * What the advertising rules' pre-check found in a field, beside it, as the employer types: errors
 * (to fix before a review) and warnings (to look at), each saying what was found. Announced politely,
 * so typing is not interrupted.
 */
export function Findings({ findings, id }: { findings: readonly PrecheckFinding[] | undefined; id?: string }) {
  const { t } = useTranslation('companyPages');
  const languageName = (code: string) => t(`console.jobs.editor.languages.${code}`, { defaultValue: code });
  return (
    <div id={id} className="rk-job-findings" aria-live="polite">
      {findings?.length ? (
        <ul>
          {findings.map((finding) => (
            <li key={`${finding.code}:${finding.field}`} className="rk-job-findings__item" data-severity={finding.severity} data-code={finding.code}>
              <strong>{t(`console.jobs.editor.checks.${finding.severity}`)}:</strong>{' '}
              {t(`console.jobs.editor.findings.${messageKey(finding.code)}`, paramsOf(finding, languageName))}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
