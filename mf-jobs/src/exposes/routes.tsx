import { registerReactInstance, RoutePlaceholder, useMessages, type MessagesSource, type RemotePageProps } from '@raketa/shared';
import * as React from 'react';
import { useCompletePendingSave } from '../api/saved-jobs';
import { PAGES } from '../pages';
import '../styles.css';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

// Read in this remote's bundle: Module Federation sets its public path from where its entry was
// loaded, and its build defines its messages' hash. Neither exists under Jest.
const MESSAGES: MessagesSource = {
  baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/',
  hash: typeof __RAKETA_I18N_HASH__ === 'string' ? __RAKETA_I18N_HASH__ : undefined,
};

export default function JobsRoutes(props: RemotePageProps) {
  useMessages(MESSAGES, props.locale);
  // A save or follow that waited for the login completes on whichever page it was asked on.
  useCompletePendingSave();
  const Page = PAGES[props.routeId];
  return Page ? <Page {...props} /> : <RoutePlaceholder routeId={props.routeId} />;
}
