import { addAppMessages, registerReactInstance, RoutePlaceholder, type RemotePageProps } from '@raketa/shared';
import * as React from 'react';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

addAppMessages('auth', { cs, en });
registerReactInstance(React);

/** PLACEHOLDER pages until this remote's feature issue lands. */
export default function AuthRoutes({ routeId }: RemotePageProps) {
  return <RoutePlaceholder routeId={routeId} />;
}
