import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A file input in the page's language (issue 22: the browser's own reads "Choose File" on the Czech
 * site). The native input stays the control (its label, keyboard, focus, `setInputFiles` and form
 * data are the browser's) but is transparent over the picker, which shows a translated button and
 * the chosen file's name. Spread `register(name)` or `Field`'s control attributes into it.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker({ className, onChange, disabled, ...input }, ref) {
  const { t } = useTranslation('shared');
  const own = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => own.current!, []);
  const [fileName, setFileName] = useState<string | null>(null);
  // A form reset empties the input without a change event.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const clear = () => setFileName(null);
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setFileName(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  };
  return (
    <span className={['rk-file', disabled ? 'rk-file--disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input {...input} ref={own} type="file" disabled={disabled} className="rk-file__input" onChange={change} />
      <span className="rk-file__button" aria-hidden="true">
        {t('field.chooseFile')}
      </span>
      <span className="rk-file__name" aria-hidden="true">
        {fileName ?? t('field.noFile')}
      </span>
    </span>
  );
});
