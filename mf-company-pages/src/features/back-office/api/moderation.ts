/**
 * The moderation queue (api/CONSOLE.md, "Review"): the jobs waiting for a look with the pre-check's
 * findings, one job's whole content, and the two decisions.
 */
import {
  jobLifecycleSchema,
  moderationQueueSchema,
  ownJobSchema,
  toStruct,
  type JobLifecycle,
  type JobRejection,
  type ModerationQueue,
  type OwnJob,
} from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet, pageParams } from './admin-client';
import type { Struct } from 'superstruct';

const queueStruct: Struct<ModerationQueue, unknown> = toStruct(moderationQueueSchema);
const jobStruct: Struct<OwnJob, unknown> = toStruct(ownJobSchema);
const lifecycleStruct: Struct<JobLifecycle, unknown> = toStruct(jobLifecycleSchema);

export const moderationKey = [...BACK_OFFICE_KEY, 'moderation'] as const;
/** A page of the waiting jobs from `offset` (the answer says how many wait in all). */
export const useModerationQueue = (offset: number) =>
  useAdminQuery([...moderationKey, offset], () => adminGet('api/admin/jobs/review', queueStruct, pageParams(offset)));

/** One job as its company's editor has it: what the reviewer reads before deciding. */
export const useReviewedJob = (id: number) => useAdminQuery([...BACK_OFFICE_KEY, 'job', id], () => adminGet(`api/admin/jobs/${id}`, jobStruct));

export const approveJob = (id: number) => adminChange('post', `api/admin/jobs/${id}/approve`, lifecycleStruct);
export const rejectJob = ({ id, rejection }: { id: number; rejection: JobRejection }) =>
  adminChange('post', `api/admin/jobs/${id}/reject`, lifecycleStruct, rejection);
