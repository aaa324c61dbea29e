import {
  lazyPage,
  registerReactInstance,
  RemotePages,
  useMessages,
  type LazyPage,
  type MessagesSource,
  type RemotePageProps,
  type RouteId,
} from '@raketa/shared';
import * as React from 'react';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

// A test taker does not download the charts or the Markdown renderer.
const pages: Partial<Record<RouteId, LazyPage>> = {
  testList: lazyPage(() => import('../features/test-list/components/test-list-page'), 'TestListPage'),
  test: lazyPage(() => import('../features/take-test/components/take-test-page'), 'TakeTestPage'),
  testResult: lazyPage(() => import('../features/test-result/components/test-result-page'), 'TestResultPage'),
  testFinishedLogin: lazyPage(() => import('../features/claim-result/components/finished-login-page'), 'FinishedLoginPage'),
  testsData: lazyPage(() => import('../features/tests-data/components/tests-data-page'), 'TestsDataPage'),
  startupEdu: lazyPage(() => import('../features/startupedu/components/startupedu-page'), 'StartupEduPage'),
  startupEdu2: lazyPage(() => import('../features/startupedu/components/startupedu-page'), 'StartupEdu2Page'),
  futures: lazyPage(() => import('../features/courses/components/course-list-page'), 'CourseListPage'),
  future: lazyPage(() => import('../features/courses/components/course-page'), 'CoursePage'),
  // Named for federation.config.ts `routeChunks`: the shell server preloads it (and inlines its styles) with a server-rendered chapter.
  chapter: lazyPage(() => import(/* webpackChunkName: "chapter" */ '../features/courses/components/chapter-page'), 'ChapterPage'),
  startupTalk: lazyPage(() => import('../features/startuptalk/components/startuptalk-page'), 'StartupTalkPage'),
};

export default function LearningRoutes(props: RemotePageProps) {
  useMessages(MESSAGES, props.locale);
  return <RemotePages pages={pages} props={props} />;
}
