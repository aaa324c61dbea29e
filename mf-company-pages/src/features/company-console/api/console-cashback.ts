/**
 * A job's cashback in the console (api/APPLICANTS.md, "Cashback"): whether it may claim and why not
 * (`GET /api/me/company/jobs/{id}/cashback`), and the claim (`POST` on the same path).
 */
import { api, sendWithCsrf } from '@raketa/shared';
import { jobCashbackSchema, toStruct, type JobCashback } from '@raketa/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { create, type Struct } from 'superstruct';

const JobCashbackStruct: Struct<JobCashback, unknown> = toStruct(jobCashbackSchema);

export const consoleCashbackKey = (userId: number, jobId: number) => ['consoleCashback', userId, jobId] as const;

const path = (jobId: number) => `api/me/company/jobs/${jobId}/cashback`;

export const useJobCashback = (userId: number, jobId: number) =>
  useQuery({
    queryKey: consoleCashbackKey(userId, jobId),
    queryFn: async () => create(await api.languageApi.get(path(jobId), { cache: 'no-store' }).json(), JobCashbackStruct),
  });

/** Claims the job's cashback: 'claimed', 'refused' (409: no longer eligible or claimed already; the panel reloads) or 'failed'. */
export async function claimCashback(jobId: number): Promise<'claimed' | 'refused' | 'failed'> {
  try {
    const response = await sendWithCsrf('post', path(jobId));
    if (response.status === 201) return 'claimed';
    return response.status === 409 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  }
}
