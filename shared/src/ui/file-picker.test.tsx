import { act, fireEvent, render, screen } from '@testing-library/react';
import { addAppMessages, i18n, initI18n } from '../i18n/i18n';
import { Field } from './field';
import { FilePicker } from './file-picker';
import cs from '../i18n/messages/cs.json';
import en from '../i18n/messages/en.json';

beforeAll(async () => {
  await initI18n('cs', 'test', { cs: {}, en: {} });
  addAppMessages('shared', { cs, en });
});
afterEach(() => act(() => void i18n.changeLanguage('cs')));

const picker = () => (
  <form>
    <Field label="Životopis">{(control) => <FilePicker {...control} accept=".pdf" />}</Field>
  </form>
);

// Issue 22: the browser's own file input read "Choose File" on the Czech site.
describe('FilePicker', () => {
  it('reads in the page’s language, and its label names the native input', () => {
    const { container } = render(picker());
    expect(container.textContent).toContain('Vybrat soubor');
    expect(container.textContent).toContain('Soubor nevybrán');
    const input = screen.getByLabelText(/Životopis/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
  });

  it('in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { container } = render(picker());
    expect(container.textContent).toContain('Choose a file');
    expect(container.textContent).toContain('No file chosen');
  });

  it('shows the chosen file’s name, and none again after the form is reset', () => {
    const onChange = jest.fn();
    const { container } = render(
      <form>
        <FilePicker aria-label="CV" onChange={onChange} />
      </form>,
    );
    const input = screen.getByLabelText('CV');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'jana-cv.pdf', { type: 'application/pdf' })] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('jana-cv.pdf');
    act(() => container.querySelector('form')!.reset());
    expect(container.textContent).toContain('Soubor nevybrán');
  });
});
