import type { RemoteName } from '@raketa/shared';
import { createContext } from 'react';

/** A remote page's markup from the remote's server renderer (shared/src/federation/ssr.ts). */
export interface ServerArea {
  remote: RemoteName;
  html: string;
}

/** Set only in the shell's server render: the area of `remote` renders this markup instead of loading the remote. */
export const ServerAreaContext = createContext<ServerArea | null>(null);
