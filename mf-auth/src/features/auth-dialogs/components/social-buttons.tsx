import { SOCIAL_SERVICES, socialSignInUrl } from '@raketa/shared/account';
import { useTranslation } from 'react-i18next';

/** Social sign-in is a plain navigation to /connect/{service}?back=... (spec section 4). */
export function SocialButtons({ back }: { back: string }) {
  const { t } = useTranslation('auth');
  return (
    <ul className="rk-auth__social">
      {SOCIAL_SERVICES.map((service) => (
        <li key={service}>
          <a className="rk-button rk-button--secondary rk-auth__social-link" href={socialSignInUrl(service, back)}>
            {t(`social.${service}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
