/** `GET /api/tests/statistics` (api/TESTS.md): takers, average score and score distribution of every test. */
import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { SkillTestStatisticsList } from '../../../api/skill-test-structs';

export const useTestStatistics = () =>
  useQuery({
    queryKey: ['testStatistics'] as const,
    queryFn: async () => create(await api.coreApi.get('api/tests/statistics').json(), SkillTestStatisticsList)['hydra:member'],
  });
