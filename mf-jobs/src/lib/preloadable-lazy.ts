import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A component loaded on first use (its own chunk), that can also be loaded ahead: once `preload()`
 * resolved, React gets the module synchronously, so a server render (renderToString cannot wait)
 * renders it in full instead of its fallback.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = () => load().then((component) => (loaded = { default: component }));
  const component = lazy<ComponentType<P>>(() =>
    // A thenable that settles at once: React reads the module in the same render.
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>)
      : preload().then(() => loaded!),
  );
  return Object.assign(component, { preload });
}
