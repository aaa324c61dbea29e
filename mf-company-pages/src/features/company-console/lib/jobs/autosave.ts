/**
 * The job editor's autosave (issue 23: "nothing typed is lost on a failed save or a reload"), apart
 * from React so its rules are tested on their own:
 *
 * - Each change is saved after a pause in typing (`delayMs`): a new job is created by its first save
 *   (`POST`), later saves send only the fields that changed (`PATCH` with the version they were made
 *   at). One request at a time; what is typed meanwhile goes with the next.
 * - A failed save (offline, a server error) keeps everything and tries again after 2, 5, 10, 20 and
 *   then every 30 seconds, or at once on `retryNow()` (the browser back online, a button).
 * - A 409 (saved meanwhile in another tab or by a colleague) stops saving until the employer chooses:
 *   take the saved job (`resolveConflict('theirs')`) or keep their own text over it ('mine').
 * - A field the form cannot send as it is (`unsendable`) stays out of the save until it is fixed.
 * - Every change is also copied to `copy` (the browser's storage) and the copy is dropped once all of
 *   it is saved, so a reload or a closed tab restores what was typed but not saved.
 */
import type { JobContent, JobInput, OwnJob } from '@raketa/shared/contracts';
import { JOB_CONTENT_FIELDS } from '@raketa/shared/contracts';
import type { SaveOutcome } from '../../api/console-jobs';

type ContentKey = keyof JobContent;

export type AutosaveStatus =
  /** Everything typed is saved (or nothing was typed yet). */
  | { kind: 'saved' }
  /** A change waits for the pause in typing, or for the request before it. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The last save failed; the next try is at `retryAt` (ms since the epoch). */
  | { kind: 'retrying'; attempt: number; retryAt: number }
  | { kind: 'conflict'; current: OwnJob }
  | { kind: 'invalid'; errors: { field: string; code: string }[] }
  | { kind: 'breaksRules'; readiness: { field: string; code: string }[]; findings: OwnJob['precheck'] }
  | { kind: 'notFound' };

export interface AutosaveDeps {
  create(body: JobInput): Promise<SaveOutcome>;
  patch(id: number, patch: JobInput & { version: number }): Promise<SaveOutcome>;
}

/** Where the unsaved copy lives (the browser's localStorage under the editor's key). */
export interface DraftCopy<V> {
  write(values: V, version: number | null): void;
  clear(): void;
}

export interface AutosaveOptions<V> {
  /** The job as saved (null: a new job, created by the first save). */
  job: OwnJob | null;
  /** The content the form showed when it was filled from `job`. */
  baseline: JobContent;
  deps: AutosaveDeps;
  copy?: DraftCopy<V> | undefined;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
  /** Every change of status, and each job a save answered (the editor shows its state and checks). */
  onStatus?: (status: AutosaveStatus) => void;
  onSaved?: (job: OwnJob) => void;
  now?: () => number;
}

export const AUTOSAVE_DELAY_MS = 800;
export const RETRY_DELAYS_MS = [2000, 5000, 10_000, 20_000, 30_000] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class JobAutosave<V = unknown> {
  private job: OwnJob | null;
  /** The content as last acknowledged, in the form's terms (the API may store it normalised). */
  private baseline: JobContent;
  private current: JobContent;
  private values: V | undefined;
  private blocked = new Set<ContentKey>();
  private status: AutosaveStatus = { kind: 'saved' };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private disposed = false;
  private readonly options: Required<Pick<AutosaveOptions<V>, 'delayMs' | 'retryDelaysMs' | 'now'>> & AutosaveOptions<V>;

  constructor(options: AutosaveOptions<V>) {
    this.options = { delayMs: AUTOSAVE_DELAY_MS, retryDelaysMs: RETRY_DELAYS_MS, now: Date.now, ...options };
    this.job = options.job;
    this.baseline = options.baseline;
    this.current = options.baseline;
  }

  get state(): AutosaveStatus {
    return this.status;
  }

  get savedJob(): OwnJob | null {
    return this.job;
  }

  /** The fields that differ from what is saved and may be sent now. */
  private changes(): Partial<JobContent> {
    const changed: Partial<Record<ContentKey, unknown>> = {};
    for (const key of JOB_CONTENT_FIELDS) {
      if (!this.blocked.has(key) && !same(this.current[key], this.baseline[key])) changed[key] = this.current[key];
    }
    return changed as Partial<JobContent>;
  }

  /** Anything typed that is not saved yet (blocked fields included). */
  get dirty(): boolean {
    return JOB_CONTENT_FIELDS.some((key) => !same(this.current[key], this.baseline[key]));
  }

  private setStatus(status: AutosaveStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  /** The form changed: `content` as it is now, the fields it cannot send, and the form's values for the copy. */
  update(content: JobContent, blocked: Iterable<ContentKey>, values?: V): void {
    if (this.disposed) return;
    this.current = content;
    this.blocked = new Set(blocked);
    this.values = values;
    if (this.dirty) {
      if (values !== undefined) this.options.copy?.write(values, this.job?.version ?? null);
    } else {
      this.options.copy?.clear();
    }
    // A conflict waits for the employer's choice; the copy above keeps their typing meanwhile.
    if (this.status.kind === 'conflict' || this.status.kind === 'notFound') return;
    if (Object.keys(this.changes()).length === 0) {
      this.clearTimer();
      if (!this.inFlight) this.setStatus({ kind: 'saved' });
      return;
    }
    // A refused save is tried again only once something changed (this call); a failed one keeps its schedule.
    if (this.status.kind === 'retrying') return;
    this.schedule(this.options.delayMs);
    if (!this.inFlight) this.setStatus({ kind: 'pending' });
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, delay);
  }

  /** Saves now what waits (before a submit, a preview, leaving the page); true when all of it is saved. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight;
    if (Object.keys(this.changes()).length > 0 && this.status.kind !== 'conflict' && this.status.kind !== 'notFound') await this.save();
    while (this.inFlight) await this.inFlight;
    return this.status.kind === 'saved' && !this.dirty;
  }

  /** After a failed save: try again now (a button, the browser back online). */
  retryNow(): void {
    if (this.status.kind !== 'retrying') return;
    this.clearTimer();
    void this.save();
  }

  /**
   * After a conflict: `theirs` takes the job as saved now (the caller refills the form from it),
   * `mine` saves the form over it (at its version).
   */
  resolveConflict(choice: 'theirs' | 'mine'): void {
    if (this.status.kind !== 'conflict') return;
    const current = this.status.current;
    this.job = current;
    this.baseline = contentOfJob(current);
    if (choice === 'theirs') {
      this.current = this.baseline;
      this.options.copy?.clear();
      this.setStatus({ kind: 'saved' });
      return;
    }
    this.setStatus({ kind: 'pending' });
    void this.save();
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private save(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const changes = this.changes();
    if (Object.keys(changes).length === 0) {
      if (!this.dirty) this.options.copy?.clear();
      this.setStatus({ kind: 'saved' });
      return Promise.resolve();
    }
    this.setStatus({ kind: 'saving' });
    const job = this.job;
    const request = job ? this.options.deps.patch(job.id, { version: job.version, ...changes }) : this.options.deps.create(changes);
    this.inFlight = request.then((outcome) => this.settle(outcome, changes)).finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private settle(outcome: SaveOutcome, sent: Partial<JobContent>) {
    if (this.disposed) return;
    switch (outcome.kind) {
      case 'saved': {
        this.failures = 0;
        this.job = outcome.job;
        this.baseline = { ...this.baseline, ...sent };
        this.options.onSaved?.(outcome.job);
        const more = Object.keys(this.changes()).length > 0;
        if (!this.dirty) this.options.copy?.clear();
        else if (this.values !== undefined) this.options.copy?.write(this.values, outcome.job.version);
        if (more) {
          this.setStatus({ kind: 'pending' });
          this.schedule(this.options.delayMs);
        } else {
          this.setStatus({ kind: 'saved' });
        }
        return;
      }
      case 'failed': {
        const delays = this.options.retryDelaysMs;
        const delay = delays[Math.min(this.failures, delays.length - 1)]!;
        this.failures += 1;
        this.setStatus({ kind: 'retrying', attempt: this.failures, retryAt: this.options.now() + delay });
        this.schedule(delay);
        return;
      }
      case 'conflict':
        this.setStatus({ kind: 'conflict', current: outcome.current });
        return;
      case 'invalid':
        this.setStatus({ kind: 'invalid', errors: outcome.errors });
        return;
      case 'breaksRules':
        this.setStatus({ kind: 'breaksRules', readiness: outcome.readiness, findings: outcome.findings });
        return;
      case 'notFound':
        this.setStatus({ kind: 'notFound' });
        return;
    }
  }
}

/** A saved job's content (the form's baseline after a conflict is resolved). */
export function contentOfJob(job: OwnJob): JobContent {
  return Object.fromEntries(JOB_CONTENT_FIELDS.map((key) => [key, job[key]])) as unknown as JobContent;
}
