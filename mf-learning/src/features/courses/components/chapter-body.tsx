import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import { createElement, Fragment, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';
import { linkTarget } from '../lib/link-target';

/**
 * A chapter's Markdown (api/LEARNING.md: returned as written, not sanitised by the API).
 * - Raw HTML is never parsed (`disableParsingRawHTML`): `<script>` or `<img onerror>` in the source
 *   shows as text. As a second line, every element goes through an allowlist of tags, without
 *   event handlers or inline styles.
 * - Link targets: http(s) and relative only (link-target.ts); anything else renders as text.
 *   Other sites open in a new tab without opener or referrer and without the vouched mark, so
 *   the shell's external-link allowlist decides whether they may be followed.
 * - Headings move one level down: the chapter title is the page's h1.
 */
const ALLOWED_TAGS = new Set([
  'div',
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'em',
  'strong',
  'del',
  's',
  'code',
  'pre',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
  'span',
  'sup',
  'sub',
  'footer',
  'section',
]);
const UNSAFE_PROP = /^on|^style$|^dangerouslySetInnerHTML$|^srcset$|^formaction$|^action$|^href$|^src$/i;

export function safeCreateElement(
  tag: Parameters<typeof createElement>[0],
  props: Record<string, unknown> | null,
  ...children: ReactNode[]
): ReactNode {
  if (typeof tag !== 'string') return createElement(tag, props, ...children);
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, props?.key === undefined ? null : { key: props.key as string }, ...children);
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props ?? {})) if (!UNSAFE_PROP.test(name)) safe[name] = value;
  // GFM task list checkboxes: shown, never editable.
  if (tag === 'input')
    return createElement('input', { key: safe.key as string, type: 'checkbox', checked: Boolean(safe.checked), disabled: true, readOnly: true });
  return createElement(tag, safe, ...children);
}

function ChapterLink({ href, children }: { href?: string; children?: ReactNode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.chapter' });
  const target = linkTarget(href);
  if (!target) return <span className="rk-chapter__dead-link">{children}</span>;
  if (target.kind === 'site') return <Link to={target.path}>{children}</Link>;
  if (target.kind === 'relative') return <a href={target.href}>{children}</a>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className="rk-chapter__external">
      {children}
      <span className="rk-learning-sr-only"> {t('newTab')}</span>
    </a>
  );
}

function ChapterImage({ src, alt, title }: { src?: string; alt?: string; title?: string }) {
  const target = linkTarget(src);
  if (!target) return alt ? <span>{alt}</span> : null;
  const url = target.kind === 'site' ? target.path : target.href;
  return <img src={url} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  forceWrapper: true,
  createElement: safeCreateElement as MarkdownToJSX.Options['createElement'],
  // Heading ids of the chapter cannot clash with the page's own.
  slugify: (input, slug) => `chapter-${slug(input)}`,
  overrides: {
    h1: { component: 'h2' },
    h2: { component: 'h3' },
    h3: { component: 'h4' },
    h4: { component: 'h5' },
    h5: { component: 'h6' },
    a: { component: ChapterLink },
    img: { component: ChapterImage },
  },
};

/** The body without a leading `# Title` that repeats the chapter title (the page's h1 shows it). */
export function withoutRepeatedTitle(body: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(\r?\n|$)/.exec(body);
  if (match && match[1]!.trim().toLowerCase() === title.trim().toLowerCase()) return body.slice(match[0].length);
  return body;
}

export const ChapterBody = memo(function ChapterBody({ body, title }: { body: string; title: string }) {
  return (
    <Markdown className="rk-chapter__body" options={OPTIONS}>
      {withoutRepeatedTitle(body, title)}
    </Markdown>
  );
});
