// Server-only: the one HTML sanitiser for job descriptions. Every writer (seed, future company
// editor) stores its output; the detail answer runs it again as defence in depth (it is cheap).
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other disallowed tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: {
    // Links leave the site without passing it any authority or access to the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href === undefined ? {} : { href: attribs.href }), rel: 'nofollow noopener' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Keeps paragraphs, subheadings, lists, emphasis and http(s)/mailto links; drops everything else. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options);
}
