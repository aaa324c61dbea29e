/**
 * The tag manager's data layer. It exists whether or not the tag manager script is
 * loaded (a config flag), so events pushed before it loads are not lost. Shared, so the
 * shell (page views, the tag manager's start) and remotes (experiment events) push to the
 * same array.
 */
export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function dataLayer(): DataLayerEvent[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}
