/**
 * `GET /api/me/company/job-stats` (api/APPLICANTS.md, "Job views"): each job's views, applications
 * and answers, parsed with the contract's struct.
 */
import { api } from '@raketa/shared';
import { jobStatsListSchema, toStruct, type JobStats, type JobStatsList } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const JobStatsListStruct: Struct<JobStatsList, unknown> = toStruct(jobStatsListSchema);

/** Keyed by the account, as the console's other answers. */
export const consoleJobStatsKey = (userId: number) => ['consoleJobStats', userId] as const;

export async function getJobStats(): Promise<Map<number, JobStats>> {
  const body = await api.languageApi.get('api/me/company/job-stats', { cache: 'no-store' }).json();
  return new Map(create(body, JobStatsListStruct).jobs.map((stats) => [stats.id, stats]));
}

export const useJobStats = (userId: number) => useQuery({ queryKey: consoleJobStatsKey(userId), queryFn: getJobStats, staleTime: 30_000 });
