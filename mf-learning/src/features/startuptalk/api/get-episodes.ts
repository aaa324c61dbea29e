import { api } from '@raketa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { EpisodeList } from '../../../lib/course-structs';

/** Episodes a page of `GET /api/episodes` holds (api/LEARNING.md). */
export const EPISODES_PER_PAGE = 20;

export async function getEpisodes(page: number) {
  const searchParams = page > 1 ? { page: String(page) } : undefined;
  return create(await api.coreApi.get('api/episodes', { searchParams }).json(), EpisodeList);
}

/** One page of StartupTalk episodes, newest first; the previous page stays shown while the next loads. */
export const useEpisodes = (page: number) =>
  useQuery({ queryKey: ['learning', 'episodes', page] as const, queryFn: () => getEpisodes(page), placeholderData: keepPreviousData });
