// Async boundary: Module Federation negotiates shared singletons before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
