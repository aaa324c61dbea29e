import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'candidate' | 'company';
}

/** The signed-in user, or null for a logged-out visitor. One jotai store spans every remote. */
export const sessionUserAtom = atom<SessionUser | null>(null);
export const isLoggedInAtom = atom((get) => get(sessionUserAtom) !== null);
