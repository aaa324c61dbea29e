import {
  addAppMessages,
  registerReactInstance,
  RoutePlaceholder,
  type RemotePageProps,
  type RouteId,
} from '@raketa/shared';
import * as React from 'react';
import { JobListPage } from '../features/job-list/components/job-list-page';
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import '../styles.css';

addAppMessages('jobs', { cs, en });
registerReactInstance(React);

const pages: Partial<Record<RouteId, React.ComponentType<RemotePageProps>>> = {
  home: JobListPage,
  jobList: JobListPage,
};

export default function JobsRoutes(props: RemotePageProps) {
  const Page = pages[props.routeId];
  return Page ? <Page {...props} /> : <RoutePlaceholder routeId={props.routeId} />;
}
