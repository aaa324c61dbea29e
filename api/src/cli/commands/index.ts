// The operators' commands, one module each; add a command with one line here.
import type { AdminCommand } from '../command';
import { approveCompanyCommand } from './approve-company';
import { campaignCommand, campaignsCommand } from './campaigns';
import { createAdminCommand } from './create-admin';
import { jobsCommand, retryFailedCommand, retryJobCommand } from './jobs';
import { grantAdminCommand, revokeAdminCommand } from './roles';

export const COMMANDS: AdminCommand[] = [
  grantAdminCommand,
  revokeAdminCommand,
  createAdminCommand,
  campaignCommand,
  campaignsCommand,
  approveCompanyCommand,
  jobsCommand,
  retryJobCommand,
  retryFailedCommand,
];
