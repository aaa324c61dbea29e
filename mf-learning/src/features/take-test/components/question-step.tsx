import type { LocaleCode } from '@raketa/shared';
import type { SkillTestQuestion } from '@raketa/shared/learning';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineCode } from './inline-code';

/**
 * One question: radios for a single-choice question, checkboxes for a multiple-choice one. The
 * question text is the heading the page focuses on each step; the fieldset groups the options under it.
 */
export function QuestionStep({
  question,
  locale,
  chosen,
  onChoose,
  headingRef,
  disabled = false,
}: {
  question: SkillTestQuestion;
  locale: LocaleCode;
  chosen: number[];
  onChoose: (options: number[]) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** While the answers are on their way: what is sent is what the candidate sees. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('learning');
  const id = useId();
  const multiple = question.kind === 'multiple';
  const toggle = (optionId: number, checked: boolean) => {
    if (!multiple) onChoose([optionId]);
    else onChoose(checked ? [...chosen, optionId] : chosen.filter((other) => other !== optionId));
  };
  return (
    <fieldset className="rk-question" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend className="rk-question__legend">
        <span className="rk-question__topic">{question.topicLabel[locale]}</span>
        <h2 ref={headingRef} tabIndex={-1} className="rk-question__text">
          <InlineCode text={question.text[locale]} />
        </h2>
      </legend>
      <p id={`${id}-hint`} className="rk-question__hint">
        {multiple ? t('tests.take.hintMultiple') : t('tests.take.hintSingle')}
      </p>
      <ul className="rk-question__options">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <li key={option.id}>
              <label className={checked ? 'rk-question__option is-checked' : 'rk-question__option'}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-options`}
                  value={option.id}
                  checked={checked}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span>
                  <InlineCode text={option.text[locale]} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
