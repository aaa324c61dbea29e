// Server-only: every job the API's queue runs, one definition each in the module that causes it;
// add a job with one line here.
import type { FastifyInstance } from 'fastify';
import { alertConfirmMailJob, alertMailJob, alertRunJob } from '../alerts/alerts';
import { applicantAnswerMailJob } from '../applicants/answer-mail';
import { applicantReminderJob, applicantReminderMailJob } from '../applicants/reminders';
import { cashbackDecisionMailJob } from '../applicants/cashback';
import { applicationRetentionJob } from '../applicants/retention';
import { applicationConfirmationJob, applicationNotificationJob } from '../applications/applications';
import { passwordResetJob } from '../auth/password-reset';
import { contactConfirmationJob, contactNotificationJob } from '../contact/contact';
import { companyInvitationJob } from '../employer/team';
import { jobExpiryJob } from '../employer/job-expiry';
import { jobLifecycleMailJob } from '../employer/job-mails';
import { imageVariantsJob, imageVariantsSweepJob } from '../images/variants';
import { cleanupJob } from '../lib/cleanup-task';
import { welcomeMailJob } from '../newsletter/welcome';
import { webhookDeliveryJob } from '../integrations/webhooks';
import type { SomeJobDefinition } from './queue';

export const JOBS: readonly SomeJobDefinition<FastifyInstance>[] = [
  applicationConfirmationJob,
  applicationNotificationJob,
  contactNotificationJob,
  contactConfirmationJob,
  passwordResetJob,
  welcomeMailJob,
  companyInvitationJob,
  cleanupJob,
  jobLifecycleMailJob,
  jobExpiryJob,
  applicantAnswerMailJob,
  applicantReminderMailJob,
  applicantReminderJob,
  cashbackDecisionMailJob,
  applicationRetentionJob,
  alertConfirmMailJob,
  alertMailJob,
  alertRunJob,
  webhookDeliveryJob,
  imageVariantsJob,
  imageVariantsSweepJob,
];
