import { act, fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'listing', title: 'How long is an ad listed?', content: <p>Thirty days.</p> },
  { id: 'approval', title: 'Who approves ads?', content: <p>A person, by hand.</p> },
  { id: 'invoice', title: 'Do I get an invoice?', content: <p>Always.</p> },
];

const button = (name: string) => screen.getByRole('button', { name });
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

describe('Accordion', () => {
  it('renders each header as a heading holding a collapsed button that controls a hidden region', () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => [heading.id, heading.textContent])).toEqual(ITEMS.map((item) => [item.id, item.title]));
    for (const item of ITEMS) {
      const trigger = button(item.title);
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      const panel = panelOf(trigger);
      expect(panel.hidden).toBe(true);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id);
    }
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens and closes a panel on click, the region named by its button', () => {
    render(<Accordion items={ITEMS} />);
    const trigger = button('Who approves ads?');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Who approves ads?' });
    expect(region.textContent).toBe('A person, by hand.');
    expect(region).toBe(panelOf(trigger));
    expect(button('How long is an ad listed?').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('toggles with Enter and Space', () => {
    render(<Accordion items={ITEMS} />);
    const trigger = button('Do I get an invoice?');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Do I get an invoice?' }).textContent).toBe('Always.');
    fireEvent.keyDown(trigger, { key: ' ' });
    fireEvent.keyUp(trigger, { key: ' ' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus between headers with the arrow keys, Home and End, wrapping around', () => {
    render(<Accordion items={ITEMS} />);
    const [first, second, third] = ITEMS.map((item) => button(item.title)) as [HTMLElement, HTMLElement, HTMLElement];
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // Moving focus opens nothing.
    expect(ITEMS.map((item) => button(item.title).getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });

  it('opens the item named by defaultOpenId', () => {
    render(<Accordion items={ITEMS} defaultOpenId="invoice" />);
    expect(button('Do I get an invoice?').getAttribute('aria-expanded')).toBe('true');
    expect(button('Who approves ads?').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps two accordions on one page apart', () => {
    render(
      <>
        <Accordion items={ITEMS.slice(0, 2)} />
        <Accordion items={ITEMS.slice(2).map((item) => ({ ...item, id: 'other' }))} />
      </>,
    );
    const last = button('Who approves ads?');
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(button('How long is an ad listed?'));
    const ids = screen.getAllByRole('button').map((trigger) => trigger.id);
    expect(new Set(ids).size).toBe(3);
  });
});
