import { warmIntlOffMainThread } from './features/performance/warm-intl';
import { yieldToMain } from './features/performance/yield-to-main';

// Async boundary: Module Federation negotiates shared singletons before any of them is evaluated.
// Each step in a task of its own: evaluating the federation runtime (this file's script) is long
// enough on a phone, and starting the worker that loads ICU's data (meanwhile, on another thread)
// costs a few milliseconds more of the main thread.
void yieldToMain()
  .then(() => warmIntlOffMainThread(document.documentElement.lang || navigator.language))
  .then(yieldToMain)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
