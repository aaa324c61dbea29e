/** Companies waiting for approval (api/EMPLOYERS.md, "Approval") and approving one. */
import { companyApprovalSchema, pendingCompaniesSchema, toStruct, type CompanyApproval, type PendingCompanies } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet } from './admin-client';
import type { Struct } from 'superstruct';

const pendingStruct: Struct<PendingCompanies, unknown> = toStruct(pendingCompaniesSchema);
const approvalStruct: Struct<CompanyApproval, unknown> = toStruct(companyApprovalSchema);

export type PendingCompany = PendingCompanies['companies'][number];

export const pendingCompaniesKey = [...BACK_OFFICE_KEY, 'companies'] as const;
export const usePendingCompanies = () => useAdminQuery(pendingCompaniesKey, () => adminGet('api/admin/companies/pending', pendingStruct));

export const approveCompany = (slug: string) => adminChange('post', `api/admin/companies/${encodeURIComponent(slug)}/approve`, approvalStruct);
