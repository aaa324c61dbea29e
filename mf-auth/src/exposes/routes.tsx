import { registerReactInstance, RoutePlaceholder, useMessages, type MessagesSource, type RemotePageProps } from '@raketa/shared';
import * as React from 'react';

registerReactInstance(React);

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

/** PLACEHOLDER pages until this remote's feature issue lands. */
export default function AuthRoutes({ routeId, locale }: RemotePageProps) {
  useMessages(MESSAGES, locale);
  return <RoutePlaceholder routeId={routeId} />;
}
