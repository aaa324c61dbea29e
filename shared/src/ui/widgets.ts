/**
 * `@raketa/shared/widgets`: the UI kit's parts built on Headless UI (dialog, accordion), a second
 * shared singleton beside the main entry. Only the pages that open a dialog or show an accordion
 * load it (and Headless UI with it, ~13 kB brotli), not every first view.
 */
export { Accordion, type AccordionItem, type AccordionProps } from './accordion';
export { Dialog, type DialogProps } from './dialog';
