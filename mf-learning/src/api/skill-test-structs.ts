// Superstruct checks of the skill tests API's answers (api/TESTS.md; types in @raketa/shared/learning).
// `type()` ignores extra properties, so the API may grow without breaking this remote.
import { hydraCollection } from '@raketa/shared';
import {
  SKILL_TEST_KINDS,
  type SkillTest as SkillTestShape,
  type SkillTestResult as SkillTestResultShape,
  type SkillTestStatistics as SkillTestStatisticsShape,
  type SkillTestSummary as SkillTestSummaryShape,
} from '@raketa/shared/learning';
import { array, enums, integer, literal, min, nullable, number, optional, string, type, type Describe } from 'superstruct';

const Localized = type({ cs: string(), en: string() });
const count = () => min(integer(), 0);

const summaryShape = {
  '@id': string(),
  '@type': literal('Test'),
  slug: string(),
  title: Localized,
  description: Localized,
  topic: Localized,
  minutes: count(),
  questions: count(),
  takers: count(),
};

export const SkillTestSummary = type(summaryShape) as unknown as Describe<SkillTestSummaryShape>;
export const SkillTestList = hydraCollection(SkillTestSummary);

export const SkillTest = type({
  ...summaryShape,
  questionList: array(
    type({
      id: integer(),
      position: integer(),
      kind: enums(SKILL_TEST_KINDS),
      topic: string(),
      topicLabel: Localized,
      text: Localized,
      options: array(type({ id: integer(), text: Localized })),
    }),
  ),
}) as unknown as Describe<SkillTestShape>;

export const SkillTestResult = type({
  '@id': string(),
  '@type': literal('TestResult'),
  id: string(),
  test: type({ slug: string(), title: Localized }),
  score: count(),
  correct: count(),
  total: count(),
  topics: array(type({ topic: string(), label: Localized, correct: count(), total: count(), score: count() })),
  percentile: nullable(count()),
  createdAt: string(),
  guid: optional(string()),
}) as unknown as Describe<SkillTestResultShape>;
export const SkillTestResultList = hydraCollection(SkillTestResult);

export const SkillTestStatistics = type({
  '@id': string(),
  '@type': literal('TestStatistics'),
  slug: string(),
  title: Localized,
  takers: count(),
  average: nullable(number()),
  distribution: array(count()),
}) as unknown as Describe<SkillTestStatisticsShape>;
export const SkillTestStatisticsList = hydraCollection(SkillTestStatistics);
