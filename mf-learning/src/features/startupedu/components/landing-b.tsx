import { Icon, Link, pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { LandingCourses } from './landing-courses';

const STEPS: { key: string; route: RouteId; target: string }[] = [
  { key: 'read', route: 'futures', target: 'step:courses' },
  { key: 'test', route: 'testList', target: 'step:tests' },
  { key: 'listen', route: 'startupTalk', target: 'step:startuptalk' },
  { key: 'apply', route: 'jobList', target: 'step:jobs' },
];
const QUESTIONS = ['free', 'account', 'time'];

/**
 * Variant B: "a career switch in 5 chapters" – a split hero with the path spelled out as steps,
 * the courses to start with, answers to the usual doubts and a last call.
 */
export function LandingB({ locale, track }: { locale: LocaleCode; track: (target: string) => void }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.landing.b' });
  const courses = pathFor('futures', locale);
  return (
    <>
      <header className="rk-edu-hero rk-edu-hero--b">
        <div>
          <p className="rk-edu-hero__eyebrow">{t('eyebrow')}</p>
          <h1>{t('heading')}</h1>
          <p className="rk-edu-hero__lead">{t('lead')}</p>
          <p className="rk-edu-actions">
            <Link to={courses} className="rk-button rk-button--primary" onClick={() => track('hero:courses')}>
              {t('primary')}
              <Icon name="arrowRight" size={18} />
            </Link>
          </p>
          <p className="rk-edu-hero__note">{t('note')}</p>
        </div>
        <ol className="rk-edu-chapters" aria-label={t('chaptersLabel')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <li key={n}>
              <span className="rk-edu-chapters__number" aria-hidden="true">
                {n}
              </span>
              {t(`chapters.${n}`)}
            </li>
          ))}
        </ol>
      </header>

      <section className="rk-edu-section" aria-labelledby="rk-edu-path">
        <h2 id="rk-edu-path">{t('pathHeading')}</h2>
        <ol className="rk-edu-steps">
          {STEPS.map(({ key, route, target }) => (
            <li key={key}>
              <h3>{t(`steps.${key}.title`)}</h3>
              <p>{t(`steps.${key}.text`)}</p>
              <Link to={pathFor(route, locale)} onClick={() => track(target)}>
                {t(`steps.${key}.cta`)}
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <section className="rk-edu-section" aria-labelledby="rk-edu-courses">
        <h2 id="rk-edu-courses">{t('coursesHeading')}</h2>
        <LandingCourses locale={locale} onOpen={track} />
      </section>

      <section className="rk-edu-section" aria-labelledby="rk-edu-faq">
        <h2 id="rk-edu-faq">{t('faqHeading')}</h2>
        <div className="rk-edu-faq">
          {QUESTIONS.map((key) => (
            <details key={key}>
              <summary>{t(`faq.${key}.q`)}</summary>
              <p>{t(`faq.${key}.a`)}</p>
            </details>
          ))}
        </div>
      </section>

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
