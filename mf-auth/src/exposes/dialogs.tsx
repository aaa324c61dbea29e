import { registerReactInstance, useMessages, type AuthDialogsProps } from '@raketa/shared';
import * as React from 'react';
import { AUTH_MESSAGES } from '../config/messages-source';
import { AuthDialogsRoot } from '../features/auth-dialogs/components/auth-dialogs-root';
import '../styles.css';

registerReactInstance(React);

/** The contract version this remote was built against; the shell refuses the module when it differs from its own. */
export const contractVersion = typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : undefined;

/** The auth dialogs, mounted by the shell on any page whose fragment names one (contract: RemoteAuthDialogsModule). */
export default function AuthDialogsModule(props: AuthDialogsProps) {
  useMessages(AUTH_MESSAGES, props.locale);
  return <AuthDialogsRoot {...props} />;
}
