/**
 * `GET /api/jobs/{id}` (api/JOBS.md): an open job's detail, or what a closed one was (410), or
 * nothing (404). 404 and 410 are answers, not failures, so they are returned as values and never
 * retried; anything else throws and react-query retries it.
 */
import { api, hydraCollection } from '@raketa/shared';
import type { ClosedJob, JobDetail as JobDetailShape } from '@raketa/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { ClosedJob as ClosedJobStruct, JobDetail, JobSummary } from '../../../api/structs';

export type { ClosedJob };

export type JobAnswer = { kind: 'open'; job: JobDetailShape } | { kind: 'closed'; job: ClosedJob } | { kind: 'missing' };

export async function getJob(id: number): Promise<JobAnswer> {
  const response = await api.coreApi.get(`api/jobs/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return { kind: 'missing' };
  if (response.status === 410) {
    const body = (await response.json()) as { job?: unknown };
    return { kind: 'closed', job: create(body.job, ClosedJobStruct) };
  }
  if (!response.ok) throw new Error(`GET api/jobs/${id} answered ${response.status}`);
  return { kind: 'open', job: create(await response.json(), JobDetail) };
}

// A minute fresh: a page the server rendered uses its inlined answer without asking again.
export const jobQueryOptions = (id: number) => ({ queryKey: ['job', id] as const, queryFn: () => getJob(id), staleTime: 60_000 });

export const useJob = (id: number) => useQuery(jobQueryOptions(id));

const SimilarJobs = hydraCollection(JobSummary);

/** `GET /api/jobs/{id}/similar`: up to 6 open jobs like this one (also for a closed job). */
export async function getSimilarJobs(id: number) {
  return create(await api.coreApi.get(`api/jobs/${id}/similar`).json(), SimilarJobs)['hydra:member'];
}

export const similarJobsQueryOptions = (id: number) => ({
  queryKey: ['job', id, 'similar'] as const,
  queryFn: () => getSimilarJobs(id),
  staleTime: 60_000,
});

export const useSimilarJobs = (id: number) => useQuery(similarJobsQueryOptions(id));
