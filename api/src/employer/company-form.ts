// Server-only: `POST` / `PATCH /api/me/company` (api/EMPLOYERS.md, "Employer start") check their
// multipart fields with the company form contract (@raketa/shared/contracts, company-form.ts), the
// rules the employer start form and the console's profile page check too; here only the English
// message of each code. Every invalid field is listed with its first failing rule.
import { checkCompanyForm, type CompanyFieldCode, type CompanyInput, type RawField } from '@raketa/shared/contracts';
import type { FieldError } from '../lib/problem';

export { COMPANY_LIMITS, companyFieldsOf as formFieldsOf, type CompanyInput, type RawField } from '@raketa/shared/contracts';

export const COMPANY_MESSAGES: Record<CompanyFieldCode, string> = {
  required: 'This field is mandatory',
  too_long: 'This field is too long',
  invalid_email: 'Invalid email format',
  invalid_choice: 'Choose one of the offered values',
  invalid_url: 'Enter a web address starting with http:// or https://',
  invalid_host: 'Enter an address on the network this field names',
  language_required: 'Write the short description and the description in Czech, in English or in both',
  unknown_field: 'This field is not known',
  duplicate: 'Send this field only once',
};

export function validateCompanyForm(fields: Record<string, RawField>): { ok: true; value: CompanyInput } | { ok: false; errors: FieldError[] } {
  const checked = checkCompanyForm(fields);
  if (checked.ok) return checked;
  return { ok: false, errors: checked.errors.map(({ field, code }) => ({ field, code, message: COMPANY_MESSAGES[code] })) };
}
