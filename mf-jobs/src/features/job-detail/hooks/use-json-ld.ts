import { useEffect } from 'react';
import { scriptJson } from '../lib/job-posting';

/** Marks the structured-data script this page puts in the head (and takes out again). */
export const JSON_LD_ATTRIBUTE = 'data-rk-jsonld';

/**
 * Puts `data` in the document head as `<script type="application/ld+json">` while the calling page
 * is mounted with it; navigating to another job replaces it, leaving the page removes it.
 */
export function useJsonLd(data: Record<string, unknown> | null) {
  const text = data ? scriptJson(data) : null;
  useEffect(() => {
    if (text === null) return;
    // The server's copy (a server-rendered first view) gives way to the page's own.
    document.head.querySelectorAll(`script[${JSON_LD_ATTRIBUTE}]`).forEach((stale) => stale.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTRIBUTE, '');
    script.textContent = text;
    document.head.appendChild(script);
    return () => script.remove();
  }, [text]);
}
