// The StartupEDU course list (`GET /api/courses`), read by the course list and the landing pages.
import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { CourseList } from './course-structs';

export async function getCourses() {
  return create(await api.coreApi.get('api/courses').json(), CourseList)['hydra:member'];
}

export const useCourses = () => useQuery({ queryKey: ['learning', 'courses'] as const, queryFn: getCourses });

/** ky's HTTPError carries the response; read it by shape (ky is shared's dependency, not this remote's). */
export const isNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'HTTPError' && (error as Error & { response?: Response }).response?.status === 404;

/** Not worth asking again: the course or chapter does not exist. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 3;
