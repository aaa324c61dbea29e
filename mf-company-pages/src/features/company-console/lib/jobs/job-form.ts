/**
 * The job editor's form and the contract's job (api/CONSOLE.md, "Job editor"): the form holds what
 * the employer typed (amounts as text), the API a `JobContent`. `contentOf` turns the form into the
 * content and names each field it cannot send as it is (an amount that is not a whole number, too
 * many places): the autosave leaves those out and keeps the rest saving.
 */
import {
  type JOB_CONTENT_FIELDS,
  JOB_INPUT_LIMITS,
  jobInputErrors,
  jobReadyForSubmit,
  precheckJob,
  type JobContent,
  type JobReadinessProblem,
  type OwnJob,
  type PrecheckFinding,
} from '@raketa/shared/contracts';
import { topField } from '@raketa/shared/jobs';

export interface JobFormValues {
  language: string;
  title: string;
  /** HTML of the rich-text editor ('' when empty). */
  description: string;
  fields: string[];
  seniority: string;
  jobTypes: string[];
  workMode: string;
  locations: string[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  benefits: string[];
  technologies: string[];
}

export type JobFormField = keyof JobFormValues;

/** Why a field cannot be sent as it is (the contract's rule codes the editor explains). */
export type LocalErrorCode = 'not_whole_number' | 'out_of_range' | 'too_many' | 'too_long' | 'invalid';

export const EMPTY_VALUES: JobFormValues = {
  language: '',
  title: '',
  description: '',
  fields: [],
  seniority: '',
  jobTypes: [],
  workMode: '',
  locations: [],
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
  benefits: [],
  technologies: [],
};

const amountText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** The form as a saved job fills it. */
export function valuesOf(job: Pick<OwnJob, JobContentKey> | null): JobFormValues {
  if (!job) return { ...EMPTY_VALUES };
  return {
    language: job.language ?? '',
    title: job.title,
    description: job.description,
    fields: [...job.fields],
    seniority: job.seniority ?? '',
    jobTypes: [...job.jobTypes],
    workMode: job.workMode ?? '',
    locations: [...job.locations],
    salaryMin: amountText(job.salary?.min),
    salaryMax: amountText(job.salary?.max),
    salaryCurrency: job.salary?.currency ?? '',
    salaryPeriod: job.salary?.period ?? '',
    benefits: [...job.benefits],
    technologies: [...job.technologies],
  };
}

type JobContentKey = (typeof JOB_CONTENT_FIELDS)[number];

/** An amount as typed: spaces (a thousands separator) ignored; '' is none. */
function parseAmount(text: string): { value: number | null; error?: LocalErrorCode } {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { value: null };
  if (!/^\d+$/.test(compact)) return { value: null, error: 'not_whole_number' };
  const value = Number(compact);
  return value > JOB_INPUT_LIMITS.salary ? { value: null, error: 'out_of_range' } : { value };
}

/** The form field a contract error names (`salary.min` → `salaryMin`, `fields.3` → `fields`). */
export function formFieldOf(field: string): JobFormField | null {
  const [head, part] = field.split('.');
  if (head === 'salary') {
    const salaryFields: Record<string, JobFormField> = { min: 'salaryMin', max: 'salaryMax', currency: 'salaryCurrency', period: 'salaryPeriod' };
    return salaryFields[part ?? ''] ?? 'salaryMin';
  }
  return head && head in EMPTY_VALUES ? (head as JobFormField) : null;
}

/** The content field a form field belongs to. */
export const contentFieldOf = (field: JobFormField): JobContentKey => (field.startsWith('salary') ? 'salary' : (field as JobContentKey));

const RULE_CODES: Record<string, LocalErrorCode> = { too_many: 'too_many', too_long: 'too_long', out_of_range: 'out_of_range' };

/** A specialisation brings its field (as the API stores it), so the count is the API's. */
export function withParents(codes: readonly string[]): string[] {
  const chosen = new Set(codes.flatMap((code) => [code, topField(code)]));
  return [...chosen];
}

/**
 * The content the form describes, and the fields it cannot send as they are. A salary range with
 * nothing typed is none (null); a half-typed one is sent half (a draft may hold it).
 */
export function contentOf(values: JobFormValues): { content: JobContent; errors: Partial<Record<JobFormField, LocalErrorCode>> } {
  const errors: Partial<Record<JobFormField, LocalErrorCode>> = {};
  const min = parseAmount(values.salaryMin);
  const max = parseAmount(values.salaryMax);
  if (min.error) errors.salaryMin = min.error;
  if (max.error) errors.salaryMax = max.error;
  const anySalary = [values.salaryMin, values.salaryMax, values.salaryCurrency, values.salaryPeriod].some((value) => value.trim() !== '');
  const content: JobContent = {
    language: (values.language || null) as JobContent['language'],
    title: values.title,
    description: values.description,
    fields: withParents(values.fields),
    seniority: (values.seniority || null) as JobContent['seniority'],
    jobTypes: values.jobTypes as JobContent['jobTypes'],
    workMode: (values.workMode || null) as JobContent['workMode'],
    locations: values.locations as JobContent['locations'],
    salary: anySalary
      ? {
          min: min.value,
          max: max.value,
          currency: (values.salaryCurrency || null) as 'CZK' | 'EUR' | null,
          period: (values.salaryPeriod || null) as 'month' | 'year' | 'hour' | null,
        }
      : null,
    benefits: values.benefits as JobContent['benefits'],
    technologies: values.technologies as JobContent['technologies'],
  };
  for (const { field, code } of jobInputErrors(content)) {
    const formField = formFieldOf(field);
    if (formField && !errors[formField]) errors[formField] = RULE_CODES[code] ?? 'invalid';
  }
  return { content, errors };
}

/** Content fields that may not be sent now: those with a field error (a salary's part takes the whole range). */
export const unsendable = (errors: Partial<Record<JobFormField, LocalErrorCode>>): Set<JobContentKey> =>
  new Set((Object.keys(errors) as JobFormField[]).map(contentFieldOf));

/** What a submit still needs and what the pre-check finds, live (the same functions as the API's). */
export function liveChecks(content: JobContent, companyName: string): { readiness: JobReadinessProblem[]; findings: PrecheckFinding[] } {
  return {
    readiness: jobReadyForSubmit(content),
    findings: precheckJob({ ...content, companyName }),
  };
}

/** Where the editor shows a finding: beside the field it names (the salary's beside the range). */
export function findingsByField(findings: readonly PrecheckFinding[]): Partial<Record<PrecheckFinding['field'], PrecheckFinding[]>> {
  const byField: Partial<Record<PrecheckFinding['field'], PrecheckFinding[]>> = {};
  for (const finding of findings) (byField[finding.field] ??= []).push(finding);
  return byField;
}

/** Values equal as the form holds them (lists in any order are different choices only if their members differ). */
export function sameValues(a: JobFormValues, b: JobFormValues): boolean {
  return (Object.keys(EMPTY_VALUES) as JobFormField[]).every((key) => {
    const left = a[key];
    const right = b[key];
    if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((value) => right.includes(value));
    return left === right;
  });
}
