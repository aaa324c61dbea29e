import { dataLayer } from '@raketa/shared';

/** The page-view event (GA4 field names, which tag manager templates read). */
export function pushPageView(title: string, url: string): void {
  dataLayer().push({ event: 'page_view', page_title: title, page_location: url });
}
