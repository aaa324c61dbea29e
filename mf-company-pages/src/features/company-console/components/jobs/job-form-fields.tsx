import { Field, FieldGroup, FieldMark } from '@raketa/shared';
import { descriptionText, JOB_INPUT_LIMITS, type PrecheckFinding } from '@raketa/shared/contracts';
import {
  BENEFITS,
  CURRENCIES,
  FIELD_TREE,
  JOB_SALARY_PERIODS,
  JOB_TYPES,
  LOCATIONS,
  SENIORITIES,
  TECHNOLOGIES,
  TECHNOLOGY_CODES,
  WORK_MODES,
} from '@raketa/shared/jobs';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobFormField, JobFormValues, LocalErrorCode } from '../../lib/jobs/job-form';
import { Findings, messageKey } from './findings';
import { RichTextEditor } from './rich-text-editor';

const FIELD_TOPS = Object.keys(FIELD_TREE) as (keyof typeof FIELD_TREE)[];

export const jobFieldId = (field: JobFormField | string) => `rk-job-${field.replace('.', '-')}`;

/** The limit a `too_many` or `too_long` error of a field names. */
const LIMITS: Partial<Record<JobFormField, number>> = {
  title: JOB_INPUT_LIMITS.title,
  fields: JOB_INPUT_LIMITS.fields,
  locations: JOB_INPUT_LIMITS.locations,
  technologies: JOB_INPUT_LIMITS.technologies,
};

export type FieldErrors = Partial<Record<JobFormField, LocalErrorCode>>;

interface Props {
  form: UseFormReturn<JobFormValues>;
  errors: FieldErrors;
  findings: Partial<Record<PrecheckFinding['field'], PrecheckFinding[]>>;
  /** Fields a review needs, marked with an asterisk. */
  locale: 'cs' | 'en';
}

/** Every field of a job (api/CONSOLE.md, "Job editor"), in the order a reader meets them on the job's page. */
export function JobFormFields({ form, errors, findings, locale }: Props) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const { register, control } = form;
  const text = (key: string, options?: Record<string, unknown>) => t(`console.jobs.editor.${key}`, options ?? {});
  const errorOf = (field: JobFormField) => {
    const code = errors[field];
    return code ? text(`errors.${messageKey(code)}`, { max: LIMITS[field] }) : undefined;
  };
  const [language, workMode, description] = useWatch({ control, name: ['language', 'workMode', 'description'] });
  // The ad's words are in its language, which may not be the page's.
  const adLanguage = language && language !== locale ? language : undefined;
  const length = descriptionText(description).length;

  return (
    <>
      <fieldset className="rk-employer-form__section">
        <legend>{text('sections.role')}</legend>
        <FieldGroup label={text('language')} required className="rk-job-form__inline">
          <p className="rk-employer-form__hint">{text('languageHint')}</p>
          {(['cs', 'en'] as const).map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="radio" value={code} {...register('language')} />
              <span>{text(`languages.${code}`)}</span>
            </label>
          ))}
          <Findings findings={findings.language} />
        </FieldGroup>

        <Field label={text('title')} required error={errorOf('title')} id={jobFieldId('title')}>
          {(field) => (
            <>
              <input
                {...field}
                {...register('title')}
                className="rk-field__input"
                maxLength={JOB_INPUT_LIMITS.title + 20}
                lang={adLanguage}
                aria-describedby={[field['aria-describedby'], `${jobFieldId('title')}-hint`].filter(Boolean).join(' ')}
              />
              <p id={`${jobFieldId('title')}-hint`} className="rk-employer-form__hint">
                {text('titleHint')}
              </p>
              <Findings findings={findings.title} />
            </>
          )}
        </Field>

        <Controller
          control={control}
          name="fields"
          render={({ field }) => <FieldPicker id={jobFieldId('fields')} value={field.value} onChange={field.onChange} error={errorOf('fields')} />}
        />

        <Field label={text('seniority')} required error={errorOf('seniority')} id={jobFieldId('seniority')}>
          {(field) => (
            <select {...field} {...register('seniority')} className="rk-field__input">
              <option value="">{text('choose')}</option>
              {SENIORITIES.map((code) => (
                <option key={code} value={code}>
                  {shared(`taxonomy.seniorities.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <FieldGroup label={text('jobTypes')} required error={errorOf('jobTypes')} className="rk-employer-form__choices">
          {JOB_TYPES.map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="checkbox" value={code} {...register('jobTypes')} id={code === JOB_TYPES[0] ? jobFieldId('jobTypes') : undefined} />
              <span>{shared(`taxonomy.jobTypes.${code}`)}</span>
            </label>
          ))}
        </FieldGroup>

        <FieldGroup label={text('workMode')} required error={errorOf('workMode')} className="rk-employer-form__choices">
          {WORK_MODES.map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="radio" value={code} {...register('workMode')} id={code === WORK_MODES[0] ? jobFieldId('workMode') : undefined} />
              <span>{shared(`taxonomy.workModes.${code}`)}</span>
            </label>
          ))}
        </FieldGroup>

        <FieldGroup label={text('locations')} required={workMode !== 'remote'} error={errorOf('locations')} className="rk-employer-form__choices">
          <p className="rk-employer-form__hint rk-job-form__group-hint">{text('locationsHint')}</p>
          {LOCATIONS.map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="checkbox" value={code} {...register('locations')} id={code === LOCATIONS[0] ? jobFieldId('locations') : undefined} />
              <span>{shared(`taxonomy.locations.${code}`)}</span>
            </label>
          ))}
        </FieldGroup>
      </fieldset>

      <fieldset className="rk-employer-form__section">
        <legend>{text('sections.description')}</legend>
        <div className="rk-field">
          <span
            id={`${jobFieldId('description')}-label`}
            className="rk-field__label"
            // A label of a rich-text box is no <label>: a press on it focuses the box as a label would.
            onClick={() => document.getElementById(jobFieldId('description'))?.focus()}
          >
            {text('description')}
            <FieldMark required />
          </span>
          <p id={`${jobFieldId('description')}-hint`} className="rk-employer-form__hint">
            {text('descriptionHint')}
          </p>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id={jobFieldId('description')}
                labelId={`${jobFieldId('description')}-label`}
                describedBy={`${jobFieldId('description')}-hint ${jobFieldId('description')}-length`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                lang={adLanguage}
              />
            )}
          />
          <p id={`${jobFieldId('description')}-length`} className="rk-employer-form__hint rk-job-form__length">
            {text('descriptionLength', { count: length })}
          </p>
          <Findings findings={findings.description} />
        </div>
      </fieldset>

      <fieldset className="rk-employer-form__section" aria-describedby="rk-job-salary-why">
        <legend>
          {text('sections.pay')}
          <FieldMark required />
        </legend>
        <p id="rk-job-salary-why" className="rk-job-form__why">
          {text('salaryWhy')}
        </p>
        <div className="rk-job-form__salary">
          <Field label={text('salaryMin')} required error={errorOf('salaryMin')} id={jobFieldId('salary.min')}>
            {(field) => <input {...field} {...register('salaryMin')} className="rk-field__input" inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field label={text('salaryMax')} required error={errorOf('salaryMax')} id={jobFieldId('salary.max')}>
            {(field) => <input {...field} {...register('salaryMax')} className="rk-field__input" inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field label={text('currency')} required error={errorOf('salaryCurrency')} id={jobFieldId('salary.currency')}>
            {(field) => (
              <select {...field} {...register('salaryCurrency')} className="rk-field__input">
                <option value="">{text('choose')}</option>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={text('period')} required error={errorOf('salaryPeriod')} id={jobFieldId('salary.period')}>
            {(field) => (
              <select {...field} {...register('salaryPeriod')} className="rk-field__input">
                <option value="">{text('choose')}</option>
                {JOB_SALARY_PERIODS.map((code) => (
                  <option key={code} value={code}>
                    {shared(`taxonomy.salaryPeriods.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Findings findings={findings.salary} />
      </fieldset>

      <fieldset className="rk-employer-form__section">
        <legend>{text('sections.extras')}</legend>
        <FieldGroup label={text('benefits')} error={errorOf('benefits')} className="rk-employer-form__choices">
          {BENEFITS.map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="checkbox" value={code} {...register('benefits')} />
              <span>{shared(`taxonomy.benefits.${code}`)}</span>
            </label>
          ))}
        </FieldGroup>
        <FieldGroup label={text('technologies')} error={errorOf('technologies')} className="rk-employer-form__choices">
          <p className="rk-employer-form__hint rk-job-form__group-hint">{text('technologiesHint')}</p>
          {TECHNOLOGY_CODES.map((code) => (
            <label key={code} className="rk-employer-form__choice">
              <input type="checkbox" value={code} {...register('technologies')} />
              <span>{TECHNOLOGIES[code]}</span>
            </label>
          ))}
        </FieldGroup>
      </fieldset>
    </>
  );
}

/**
 * Fields and their specialisations: a field's specialisations show once the field is chosen, and
 * taking a field away takes its specialisations with it (the API stores a specialisation with its field).
 */
function FieldPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('companyPages');
  const { t: shared } = useTranslation('shared');
  const chosen = new Set(value);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else for (const other of [...next]) if (other === code || other.startsWith(`${code}.`)) next.delete(other);
    onChange([...next]);
  };
  return (
    <FieldGroup label={t('console.jobs.editor.fields')} required error={error} className="rk-job-form__fields">
      <p className="rk-employer-form__hint">{t('console.jobs.editor.fieldsHint')}</p>
      <ul className="rk-job-form__field-list">
        {FIELD_TOPS.map((top, index) => {
          const children = Object.keys(FIELD_TREE[top].children);
          return (
            <li key={top}>
              <label className="rk-employer-form__choice">
                <input
                  type="checkbox"
                  id={index === 0 ? id : undefined}
                  checked={chosen.has(top)}
                  onChange={(event) => toggle(top, event.target.checked)}
                />
                <span>{shared(`taxonomy.fields.${top}`)}</span>
              </label>
              {chosen.has(top) && children.length > 0 ? (
                <ul
                  className="rk-job-form__specialisations"
                  aria-label={t('console.jobs.editor.specialisations', { field: shared(`taxonomy.fields.${top}`) })}
                >
                  {children.map((child) => {
                    const code = `${top}.${child}`;
                    return (
                      <li key={code}>
                        <label className="rk-employer-form__choice">
                          <input type="checkbox" checked={chosen.has(code)} onChange={(event) => toggle(code, event.target.checked)} />
                          <span>{shared(`taxonomy.fields.${code}`)}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </FieldGroup>
  );
}
