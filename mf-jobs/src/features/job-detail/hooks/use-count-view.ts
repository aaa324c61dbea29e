import { api } from '@raketa/shared';
import { useEffect } from 'react';

/**
 * Tells the server the job's public page was seen (POST /api/job-views/{id}, api/APPLICANTS.md "Job
 * views"), once the page is on screen: after the first paint, without waiting for or showing the
 * answer, so it never slows the page. The server decides what counts (a visitor once a day, no crawler).
 */
export function useCountView(jobId: number | null) {
  useEffect(() => {
    if (jobId === null) return;
    void api.coreApi.post(`api/job-views/${jobId}`, { retry: 0, keepalive: true }).catch(() => undefined);
  }, [jobId]);
}
