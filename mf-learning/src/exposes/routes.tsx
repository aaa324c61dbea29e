import {
  registerReactInstance,
  RoutePlaceholder,
  useMessages,
  type MessagesSource,
  type RemotePageProps,
  type RouteId,
} from '@raketa/shared';
import * as React from 'react';

registerReactInstance(React);

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

type Page = React.ComponentType<RemotePageProps>;

// Each page is its own chunk: a test taker does not download the charts or the Markdown renderer.
const pages: Partial<Record<RouteId, React.LazyExoticComponent<Page>>> = {
  testList: React.lazy(() => import('../features/test-list/components/test-list-page').then((m) => ({ default: m.TestListPage }))),
  test: React.lazy(() => import('../features/take-test/components/take-test-page').then((m) => ({ default: m.TakeTestPage }))),
  testResult: React.lazy(() => import('../features/test-result/components/test-result-page').then((m) => ({ default: m.TestResultPage }))),
  testFinishedLogin: React.lazy(() =>
    import('../features/claim-result/components/finished-login-page').then((m) => ({ default: m.FinishedLoginPage })),
  ),
  testsData: React.lazy(() => import('../features/tests-data/components/tests-data-page').then((m) => ({ default: m.TestsDataPage }))),
  startupEdu: React.lazy(() => import('../features/startupedu/components/startupedu-page').then((m) => ({ default: m.StartupEduPage }))),
  startupEdu2: React.lazy(() => import('../features/startupedu/components/startupedu-page').then((m) => ({ default: m.StartupEdu2Page }))),
  futures: React.lazy(() => import('../features/courses/components/course-list-page').then((m) => ({ default: m.CourseListPage }))),
  future: React.lazy(() => import('../features/courses/components/course-page').then((m) => ({ default: m.CoursePage }))),
  chapter: React.lazy(() => import('../features/courses/components/chapter-page').then((m) => ({ default: m.ChapterPage }))),
  startupTalk: React.lazy(() => import('../features/startuptalk/components/startuptalk-page').then((m) => ({ default: m.StartupTalkPage }))),
};

export default function LearningRoutes(props: RemotePageProps) {
  useMessages(MESSAGES, props.locale);
  const Page = pages[props.routeId];
  if (!Page) return <RoutePlaceholder routeId={props.routeId} />;
  return (
    <React.Suspense fallback={<div className="rk-learning-loading" aria-busy="true" />}>
      <Page {...props} />
    </React.Suspense>
  );
}
