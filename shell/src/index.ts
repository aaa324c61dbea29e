import { warmIntlOffMainThread } from './features/performance/warm-intl';
import { yieldToMain } from './features/performance/yield-to-main';

// Before the page's modules arrive: ICU's data loads on another thread meanwhile.
warmIntlOffMainThread(document.documentElement.lang || navigator.language);
// Async boundary: Module Federation negotiates shared singletons before any of them is evaluated.
// In a task of its own: evaluating the federation runtime (this file's script) is long enough on a phone.
void yieldToMain().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
