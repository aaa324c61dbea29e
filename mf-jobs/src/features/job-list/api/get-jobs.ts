import { api, hydraCollection } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { boolean, create, nullable, number, string, type, type Infer } from 'superstruct';

export const JobSummary = type({
  id: number(),
  slug: string(),
  title: string(),
  city: string(),
  isHot: boolean(),
  isTop: boolean(),
  company: type({ slug: string(), name: string() }),
  salary: nullable(type({ min: nullable(number()), max: nullable(number()), currency: string() })),
});
export type JobSummary = Infer<typeof JobSummary>;

const JobPage = hydraCollection(JobSummary);

export async function getJobs(page: number) {
  const body = await api.coreApi.get('api/jobs', { searchParams: { page } }).json();
  return create(body, JobPage);
}

export const jobsQueryOptions = (page: number) => ({ queryKey: ['jobs', page] as const, queryFn: () => getJobs(page) });

export const useJobs = (page: number) => useQuery(jobsQueryOptions(page));
