import type { ReactNode } from 'react';

/**
 * Question and option texts mark code with backticks (`typeof null`): those parts become <code>,
 * the rest stays text. An unpaired backtick is kept as it is.
 */
export function InlineCode({ text }: { text: string }): ReactNode {
  const parts = text.split('`');
  if (parts.length < 3) return text;
  const paired = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)}\`${parts.at(-1)}`];
  return paired.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
