import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons';

export interface AccordionItem {
  /** Stable and unique within the page: the header's `id`, so `#id` links to the item. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the header headings, to keep the page's heading order (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Item open on first render (e.g. the one named by the URL fragment). */
  defaultOpenId?: string;
  className?: string;
}

/** The header buttons of one accordion, in document order. */
function headerButtons(root: HTMLElement | null): HTMLButtonElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLButtonElement>(':scope > .rk-accordion__item > .rk-accordion__header > button')) : [];
}

/**
 * An accordion as the WAI-ARIA pattern describes it, on Headless UI's Disclosure: each header is a
 * heading holding a button with `aria-expanded` and `aria-controls`; each panel is a region named by
 * its button. Enter and Space toggle (Headless UI); Arrow Up/Down, Home and End move between headers.
 * Closed panels stay in the document, hidden, so `aria-controls` always names an element.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className }: AccordionProps) {
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = headerButtons(root.current);
    const index = buttons.indexOf(event.currentTarget);
    if (index < 0) return;
    const target = {
      ArrowDown: buttons[(index + 1) % buttons.length],
      ArrowUp: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={root} className={['rk-accordion', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <Disclosure key={item.id} as="div" className="rk-accordion__item" defaultOpen={item.id === defaultOpenId}>
            <Heading id={item.id} className="rk-accordion__header">
              <DisclosureButton id={buttonId} className="rk-accordion__button" onKeyDown={moveFocus}>
                <span className="rk-accordion__title">{item.title}</span>
                <Icon name="chevronDown" size={20} className="rk-accordion__chevron" />
              </DisclosureButton>
            </Heading>
            <DisclosurePanel id={panelId} unmount={false} role="region" aria-labelledby={buttonId} className="rk-accordion__panel">
              {item.content}
            </DisclosurePanel>
          </Disclosure>
        );
      })}
    </div>
  );
}
