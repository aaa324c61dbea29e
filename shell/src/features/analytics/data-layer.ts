/**
 * The tag manager's data layer. It exists whether or not the tag manager script is
 * loaded (a config flag), so events pushed before it loads are not lost.
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

/** The page-view event (GA4 field names, which tag manager templates read). */
export function pushPageView(title: string, url: string): void {
  dataLayer().push({ event: 'page_view', page_title: title, page_location: url });
}
