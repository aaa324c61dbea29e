import { api, hydraCollection } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import type { SavedJob } from '@raketa/shared/jobs';
import { create } from 'superstruct';
import { SavedJob as SavedJobStruct } from '../../../api/structs';

/**
 * A saved job: closed ones stay listed with `open: false` (api/JOBS.md); a past `validUntil`
 * counts too, for a job that expired since the answer was cached.
 */
export type { SavedJob };
const SavedJobPage = hydraCollection(SavedJobStruct);

export const isClosed = (job: SavedJob, now = Date.now()) => job.open === false || (job.validUntil !== null && Date.parse(job.validUntil) < now);

/** The signed-in user's saved jobs (key starts with `savedJobs`, which saving and unsaving invalidate). */
export function useSavedJobList(fields: string[], page: number, enabled: boolean) {
  const searchParams: Record<string, string> = {};
  if (fields.length) searchParams.fields = fields.join(',');
  if (page > 1) searchParams.page = String(page);
  return useQuery({
    queryKey: ['savedJobs', searchParams] as const,
    queryFn: async () => create(await api.coreApi.get('api/me/saved-jobs', { searchParams, cache: 'no-store' }).json(), SavedJobPage),
    enabled,
  });
}
