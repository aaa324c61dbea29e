/** Companies waiting for approval (api/EMPLOYERS.md, "Approval") and approving one. */
import { companyApprovalSchema, pendingCompaniesSchema, toStruct, type CompanyApproval, type PendingCompanies } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet, pageParams } from './admin-client';
import type { Struct } from 'superstruct';

const pendingStruct: Struct<PendingCompanies, unknown> = toStruct(pendingCompaniesSchema);
const approvalStruct: Struct<CompanyApproval, unknown> = toStruct(companyApprovalSchema);

export type PendingCompany = PendingCompanies['companies'][number];

export const pendingCompaniesKey = [...BACK_OFFICE_KEY, 'companies'] as const;
/** A page of the waiting companies from `offset`, oldest first (the answer says how many wait in all). */
export const usePendingCompanies = (offset: number) =>
  useAdminQuery([...pendingCompaniesKey, offset], () => adminGet('api/admin/companies/pending', pendingStruct, pageParams(offset)));

export const approveCompany = (slug: string) => adminChange('post', `api/admin/companies/${encodeURIComponent(slug)}/approve`, approvalStruct);
