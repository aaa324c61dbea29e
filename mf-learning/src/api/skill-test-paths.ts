import { pathFor, type LocaleCode } from '@raketa/shared';

/** The id of a test's section on the statistics page (`/tests/data`), which the test list links to. */
export const statisticsAnchor = (slug: string) => `test-${slug}`;

export const testStatisticsHref = (locale: LocaleCode, slug: string) => `${pathFor('testsData', locale)}#${statisticsAnchor(slug)}`;
