declare global {
  // Chromium 129+: resumes ahead of other queued tasks (setTimeout would queue behind them).
  var scheduler: { yield?: () => Promise<void> } | undefined;
}

/** Ends the current task: what the browser has waiting (input, a paint) runs before the promise resolves. */
export function yieldToMain(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
