// approve-company <slug>: an operator approves a company an employer created (api/EMPLOYERS.md,
// "Approval"), as the admin endpoint does; it and its jobs are public from then on.
import { approveCompany } from '../../employer/employer-companies';
import { CliError, positional, type AdminCommand } from '../command';

export const approveCompanyCommand: AdminCommand = {
  name: 'approve-company',
  usage: '<slug>',
  description: 'approves a company created on the site, so its profile and jobs become public',
  async run({ db, now }, args) {
    const [slug] = positional(approveCompanyCommand, args, 1) as [string];
    const approval = await approveCompany(db, slug, now());
    if (!approval) throw new CliError(`No company ${slug}; GET /api/admin/companies/pending lists those waiting`);
    return [
      approval.changed
        ? `Approved ${approval.name} (${approval.slug}); public at /startup/${approval.slug}`
        : `${approval.name} (${approval.slug}) was approved already, at ${approval.approvedAt}`,
    ];
  },
};
