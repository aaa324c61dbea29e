/**
 * The jobs this browser applied for, as the server confirmed each (issue 22): a visitor has no
 * account to ask, so after a reload the job page would offer the form again. The ids stay in
 * localStorage; a signed-in user's applied jobs also come from the API.
 */
import { useSyncExternalStore } from 'react';
import { useSavedJobs } from './saved-jobs';

const KEY = 'raketa:applied-jobs';
/** The newest ones are kept; older ones are dropped (a bounded entry in storage). */
export const APPLIED_JOBS_KEPT = 200;

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function read(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cached.ids; // Storage disabled: what this page remembered.
  }
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  } catch {
    // Not ours or damaged: start again.
  }
  cached = { raw, ids };
  return ids;
}

/** Called when the server confirmed the application. */
export function rememberApplied(jobId: number): void {
  const ids = [...read().filter((id) => id !== jobId), jobId].slice(-APPLIED_JOBS_KEPT);
  const raw = JSON.stringify(ids);
  cached = { raw, ids };
  try {
    localStorage.setItem(KEY, raw);
  } catch {
    // Storage disabled or full: this page still shows it (cached).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab applying shows here too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NONE: readonly number[] = [];

/**
 * Whether the viewer applied for `jobId`: the signed-in user's marks or this browser's memory.
 * The server render (and hydration) knows neither, so it starts false and updates after.
 */
export function useApplied(jobId: number): boolean {
  const { ids } = useSavedJobs();
  const remembered = useSyncExternalStore(subscribe, read, () => NONE);
  return ids.appliedJobs.includes(jobId) || remembered.includes(jobId);
}
