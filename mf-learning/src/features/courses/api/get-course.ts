import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { courseKey } from '../../../lib/course-progress';
import { CourseDetail } from '../../../lib/course-structs';
import { retryUnlessNotFound } from '../../../lib/courses-api';

/** `GET /api/courses/{slug}`: the course with its chapters in order (404: no such course). */
export async function getCourse(slug: string) {
  return create(await api.coreApi.get(`api/courses/${encodeURIComponent(slug)}`).json(), CourseDetail);
}

export const useCourse = (slug: string) => useQuery({ queryKey: courseKey(slug), queryFn: () => getCourse(slug), retry: retryUnlessNotFound });
