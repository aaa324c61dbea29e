import { useTranslation } from 'react-i18next';
import { PASSWORD_STRENGTH_MAX, passwordStrength } from '../../lib/password-strength';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const score = passwordStrength(password);
  const text = t('strength.value', { score, max: PASSWORD_STRENGTH_MAX });
  return (
    <div
      className="rk-auth__strength"
      role="meter"
      aria-label={t('strength.label')}
      aria-valuemin={0}
      aria-valuemax={PASSWORD_STRENGTH_MAX}
      aria-valuenow={score}
      aria-valuetext={text}
      data-score={score}
    >
      <span className="rk-auth__strength-bars" aria-hidden="true">
        {Array.from({ length: PASSWORD_STRENGTH_MAX }, (_, index) => (
          <span key={index} className={index < score ? 'rk-auth__strength-bar rk-auth__strength-bar--on' : 'rk-auth__strength-bar'} />
        ))}
      </span>
      <span className="rk-auth__strength-text">
        {t('strength.label')}: {text}
      </span>
    </div>
  );
}
