import { isbot } from 'isbot';

/** Search engine and link-preview crawlers, by user agent (the isbot list). */
export function isCrawler(userAgent: string = navigator.userAgent): boolean {
  return isbot(userAgent);
}
