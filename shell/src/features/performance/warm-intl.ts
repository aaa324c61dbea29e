/**
 * The first number or date formatter a page creates makes ICU load its data (Chromium: 15–25 ms on
 * a desktop CPU, four times that on a phone), inside whatever renders first: the job list's filters
 * and cards format salaries while they hydrate. ICU keeps that data for the whole process, so a
 * worker that creates the page's formatters first takes the cost off the main thread, on another
 * core, while the page's scripts still load. Best effort: without workers nothing changes.
 */
const WARM_UP = `onmessage = (event) => {
  try {
    new Intl.NumberFormat(event.data, { style: 'currency', currency: 'CZK' }).format(1);
    new Intl.DateTimeFormat(event.data, { dateStyle: 'long' }).format(0);
  } catch (error) {}
  postMessage('done');
};`;

/** Starts loading ICU's data for `language` in a throw-away worker; returns that worker, or null. */
export function warmIntlOffMainThread(language: string): Worker | null {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url!);
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(language);
    return worker;
  } catch {
    // A policy that forbids blob workers: the first formatter pays on the main thread, as without this.
    if (url) URL.revokeObjectURL(url);
    return null;
  }
}
