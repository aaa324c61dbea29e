// Server-only: fire-and-forget work that must neither delay an answer nor change it (mail is sent
// after a password-reset request is answered, so an unknown address takes as long as a known one).
// Failures are logged; `idle()` lets tests and shutdown wait for what is still running.
export interface BackgroundTasks {
  run(task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has settled. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(task) {
      const promise = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
