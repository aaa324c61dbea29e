/** The job queue's failed jobs (api/CONSOLE.md, "Back office") and running one again. */
import { failedQueueJobsSchema, queueRetrySchema, toStruct, type FailedQueueJobs } from '@raketa/shared/contracts';
import { BACK_OFFICE_KEY, useAdminQuery } from '../hooks/back-office-context';
import { adminChange, adminGet, pageParams } from './admin-client';
import type { Struct } from 'superstruct';

const failedStruct: Struct<FailedQueueJobs, unknown> = toStruct(failedQueueJobsSchema);
const retryStruct: Struct<{ id: string; queue: string }, unknown> = toStruct(queueRetrySchema);

export type FailedQueueJob = FailedQueueJobs['jobs'][number];

export const failedJobsKey = [...BACK_OFFICE_KEY, 'queue'] as const;
/** A page of the failed jobs from `offset`, the latest failed first (the answer says how many in all). */
export const useFailedJobs = (offset: number) =>
  useAdminQuery([...failedJobsKey, offset], () => adminGet('api/admin/queue/failed', failedStruct, pageParams(offset)));

export const retryJob = (id: string) => adminChange('post', `api/admin/queue/failed/${encodeURIComponent(id)}/retry`, retryStruct);
