import { ApiImage, Field, FieldGroup, FilePicker, IMAGE_SIZES } from '@raketa/shared';
import { COMPANY_PHOTOS_MAX } from '@raketa/shared/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_ACCEPT, type ErrorKey } from '../../../lib/company-rules';
import { addPhotos, type PhotoItem } from '../lib/photos';

/**
 * The profile's photos: the current ones with a Remove button each (44 px), and a picker that adds
 * the chosen pictures after them once they pass the checks. Nothing is sent until the form is saved.
 */
export function PhotosField({
  items,
  onChange,
  error,
  onError,
}: {
  items: PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  error: ErrorKey | null;
  onError: (error: ErrorKey | null) => void;
}) {
  const { t, i18n } = useTranslation('companyPages');
  const language = i18n.language === 'cs' ? 'cs' : 'en';
  const list = useRef<HTMLUListElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // A new picker after each choice: the native input and its file name start empty again.
  const [pickerKey, setPickerKey] = useState(0);
  const [focus, setFocus] = useState<{ to: 'picker' } | { to: 'remove'; index: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    const buttons = list.current?.querySelectorAll('button');
    if (focus.to === 'remove' && buttons?.length) buttons[Math.min(focus.index, buttons.length - 1)]!.focus();
    else picker.current?.focus();
  }, [focus]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    if (files.length === 0) return;
    const added = await addPhotos(items, files);
    onChange(added.items);
    onError(added.error);
    setPickerKey((key) => key + 1);
    setFocus({ to: 'picker' });
  };
  const remove = (index: number) => {
    onChange(items.filter((_, at) => at !== index));
    onError(null);
    setFocus(items.length > 1 ? { to: 'remove', index } : { to: 'picker' });
  };

  const full = items.length >= COMPANY_PHOTOS_MAX;
  return (
    <FieldGroup label={t('console.profile.photos')} error={error ? t(`employerStart.${error}` as never) : undefined} className="rk-console-photos">
      <p id="rk-console-photos-hint" className="rk-employer-form__hint">
        {t('console.profile.photosHint')}
      </p>
      {items.length === 0 ? <p className="rk-console-photos__empty">{t('console.profile.noPhotos')}</p> : null}
      <ul ref={list} className="rk-console-photos__list">
        {items.map((item, index) => {
          const number = index + 1;
          const label = item.kind === 'new' ? t('console.profile.newPhoto', { number }) : t('console.profile.photo', { number });
          return (
            <li key={item.kind === 'new' ? item.key : item.image} className="rk-console-photos__item" data-kind={item.kind}>
              <figure>
                {item.kind === 'stored' ? (
                  <ApiImage imageId={item.image} {...IMAGE_SIZES.photo.console} alt={item.caption[language] || label} />
                ) : item.preview ? (
                  <img src={item.preview} width={160} height={120} alt={label} />
                ) : (
                  <span className="rk-console-photos__placeholder" role="img" aria-label={label} />
                )}
                <figcaption>{label}</figcaption>
              </figure>
              <button
                type="button"
                className="rk-button rk-button--secondary rk-console__action"
                aria-label={t('console.profile.removePhotoLabel', { number })}
                onClick={() => remove(index)}
              >
                {t('console.profile.removePhoto')}
              </button>
            </li>
          );
        })}
      </ul>
      <Field id="rk-console-photo-picker" label={t('console.profile.addPhotos')}>
        {(control) => (
          <FilePicker
            key={pickerKey}
            ref={picker}
            {...control}
            multiple
            accept={LOGO_ACCEPT}
            disabled={full}
            aria-describedby={[control['aria-describedby'], 'rk-console-photos-hint'].filter(Boolean).join(' ')}
            onChange={(event) => void pick(event)}
          />
        )}
      </Field>
    </FieldGroup>
  );
}
