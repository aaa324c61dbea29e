import { Icon, Link, pathFor, type IconName, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { LandingCourses } from './landing-courses';

const BENEFITS: { key: string; icon: IconName }[] = [
  { key: 'short', icon: 'time' },
  { key: 'candidates', icon: 'job' },
  { key: 'progress', icon: 'check' },
];

/** Variant A: "learn how startups work" – a hero, why, the courses, tests, StartupTalk, a last call. */
export function LandingA({ locale, track }: { locale: LocaleCode; track: (target: string) => void }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.landing.a' });
  const courses = pathFor('futures', locale);
  return (
    <>
      <header className="rk-edu-hero rk-edu-hero--a">
        <p className="rk-edu-hero__eyebrow">{t('eyebrow')}</p>
        <h1>{t('heading')}</h1>
        <p className="rk-edu-hero__lead">{t('lead')}</p>
        <p className="rk-edu-actions">
          <Link to={courses} className="rk-button rk-button--primary" onClick={() => track('hero:courses')}>
            {t('primary')}
            <Icon name="arrowRight" size={18} />
          </Link>
          <Link to={pathFor('testList', locale)} className="rk-button rk-button--secondary" onClick={() => track('hero:tests')}>
            {t('secondary')}
          </Link>
        </p>
      </header>

      <section className="rk-edu-section" aria-labelledby="rk-edu-why">
        <h2 id="rk-edu-why">{t('whyHeading')}</h2>
        <ul className="rk-edu-benefits">
          {BENEFITS.map(({ key, icon }) => (
            <li key={key}>
              <Icon name={icon} size={24} className="rk-edu-benefits__icon" />
              <h3>{t(`why.${key}.title`)}</h3>
              <p>{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="rk-edu-section" aria-labelledby="rk-edu-courses">
        <h2 id="rk-edu-courses">{t('coursesHeading')}</h2>
        <p className="rk-edu-section__lead">{t('coursesLead')}</p>
        <LandingCourses locale={locale} onOpen={track} />
      </section>

      <div className="rk-edu-split">
        <section className="rk-edu-panel" aria-labelledby="rk-edu-tests">
          <Icon name="star" size={28} className="rk-edu-panel__icon" />
          <h2 id="rk-edu-tests">{t('testsHeading')}</h2>
          <p>{t('testsText')}</p>
          <Link to={pathFor('testList', locale)} onClick={() => track('tests')}>
            {t('testsCta')}
          </Link>
        </section>
        <section className="rk-edu-panel" aria-labelledby="rk-edu-talk">
          <Icon name="notifications" size={28} className="rk-edu-panel__icon" />
          <h2 id="rk-edu-talk">{t('talkHeading')}</h2>
          <p>{t('talkText')}</p>
          <Link to={pathFor('startupTalk', locale)} onClick={() => track('startuptalk')}>
            {t('talkCta')}
          </Link>
        </section>
      </div>

      <section className="rk-edu-final" aria-labelledby="rk-edu-final">
        <h2 id="rk-edu-final">{t('finalHeading')}</h2>
        <p>{t('finalText')}</p>
        <Link to={courses} className="rk-button rk-button--primary" onClick={() => track('final:courses')}>
          {t('finalCta')}
        </Link>
      </section>
    </>
  );
}
