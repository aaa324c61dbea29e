import { useTranslation } from 'react-i18next';

/**
 * "2 of 5 read" with a bar. The bar is a `progressbar` with the same words as its value text, so
 * assistive technology reads the sentence, not a bare percentage.
 */
export function ProgressMeter({ done, total, label }: { done: number; total: number; label: string }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.progress' });
  const read = Math.min(done, total);
  const complete = total > 0 && read === total;
  const text = t('summary', { done: read, total });
  return (
    <div className="rk-learning-progress" data-complete={complete ? '' : undefined}>
      <div
        className="rk-learning-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={read}
        aria-valuetext={text}
      >
        <span style={{ width: `${total > 0 ? (read / total) * 100 : 0}%` }} />
      </div>
      <span className="rk-learning-progress__text">
        {text}
        {complete ? <strong className="rk-learning-progress__done"> · {t('complete')}</strong> : null}
      </span>
    </div>
  );
}
