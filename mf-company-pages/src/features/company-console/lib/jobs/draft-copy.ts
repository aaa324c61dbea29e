/**
 * The job editor's copy of what was typed but not saved yet, in the browser's localStorage: a reload,
 * a closed tab or a crash while offline restores it. One copy per account and job (`new` for a job
 * not created yet); it is dropped once everything is saved. Storage that refuses (private mode, full)
 * only loses the copy, never the editing.
 */
import type { OwnJob } from '@raketa/shared/contracts';
import type { DraftCopy } from './autosave';
import { EMPTY_VALUES, sameValues, valuesOf, type JobFormValues } from './job-form';

export interface StoredCopy {
  values: JobFormValues;
  /** The job's version the typing started from (null: a job not created yet). */
  version: number | null;
  savedAt: string;
}

export const copyKey = (userId: number, jobId: number | 'new') => `raketa:job-editor:${userId}:${jobId}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isValues = (value: unknown): value is JobFormValues =>
  typeof value === 'object' &&
  value !== null &&
  (Object.keys(EMPTY_VALUES) as (keyof JobFormValues)[]).every((key) =>
    Array.isArray(EMPTY_VALUES[key])
      ? Array.isArray((value as Record<string, unknown>)[key])
      : typeof (value as Record<string, unknown>)[key] === 'string',
  );

export function draftCopy(store: Store | null, key: string): DraftCopy<JobFormValues> & { read(): StoredCopy | null } {
  return {
    read() {
      try {
        const parsed = JSON.parse(store?.getItem(key) ?? 'null') as Partial<StoredCopy> | null;
        if (!parsed || !isValues(parsed.values)) return null;
        return { values: parsed.values, version: typeof parsed.version === 'number' ? parsed.version : null, savedAt: String(parsed.savedAt ?? '') };
      } catch {
        return null;
      }
    },
    write(values, version) {
      try {
        store?.setItem(key, JSON.stringify({ values, version, savedAt: new Date().toISOString() } satisfies StoredCopy));
      } catch {
        // No room or no storage: the autosave still runs.
      }
    },
    clear() {
      try {
        store?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** The copy's values when they hold something the saved job does not (null: nothing to restore). */
export function restorable(copy: StoredCopy | null, job: OwnJob | null): JobFormValues | null {
  if (!copy) return null;
  return sameValues(copy.values, valuesOf(job)) ? null : copy.values;
}

/** The browser's localStorage, or null where there is none (the server, a locked-down browser). */
export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
