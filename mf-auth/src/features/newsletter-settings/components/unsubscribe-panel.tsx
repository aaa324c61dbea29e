import { Button, Link, pathFor, type LocaleCode } from '@raketa/shared';
import type { Topic } from '@raketa/shared/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkUnsubscribeLink, unsubscribe, type LinkProblem } from '../api/newsletter';
import { TOPIC_LABELS } from './topic-labels';

/**
 * A mailed unsubscribe link, opened by anyone who has it (no sign-in): it shows what the link
 * turns off and does so only when the button is pressed, since mail scanners open links too.
 */
export function UnsubscribePanel({ token, locale }: { token: string; locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  const check = useQuery({
    queryKey: ['newsletter', 'unsubscribe', token],
    queryFn: () => checkUnsubscribeLink(token),
    retry: false,
    gcTime: 0,
  });
  // A failure raises the generic toast through the query client; the button stays.
  const run = useMutation({ mutationFn: () => unsubscribe(token) });

  const problem: LinkProblem | undefined = typeof run.data === 'string' ? run.data : typeof check.data === 'string' ? check.data : undefined;
  if (problem) return <InvalidLink locale={locale} problem={problem} />;

  if (run.data) {
    return (
      <section className="rk-auth-page">
        <h1>{t('newsletter.unsubscribe.doneTitle')}</h1>
        <p role="status">{t('newsletter.unsubscribe.doneText')}</p>
        <SettingsLink locale={locale} />
      </section>
    );
  }
  if (check.isError) {
    return (
      <section className="rk-auth-page">
        <h1>{t('newsletter.unsubscribe.title')}</h1>
        <p role="alert">{t('newsletter.loadFailed')}</p>
      </section>
    );
  }
  // (A token problem was shown above.)
  if (!check.data || typeof check.data === 'string') {
    return (
      <section className="rk-auth-page" aria-busy="true">
        <h1>{t('newsletter.unsubscribe.title')}</h1>
        <p>{t('newsletter.unsubscribe.checking')}</p>
      </section>
    );
  }

  const { email, subscribed } = check.data;
  return (
    <section className="rk-auth-page">
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      <p>{t('newsletter.unsubscribe.account', { email })}</p>
      {subscribed.length === 0 ? (
        <>
          <p role="status">{t('newsletter.unsubscribe.nothing')}</p>
          <SettingsLink locale={locale} />
        </>
      ) : (
        <>
          <p>{t('newsletter.unsubscribe.willStop')}</p>
          <TopicList topics={subscribed} />
          <Button pending={run.isPending} onClick={() => run.mutate()}>
            {t('newsletter.unsubscribe.button')}
          </Button>
        </>
      )}
    </section>
  );
}

function TopicList({ topics }: { topics: Topic[] }) {
  const { t } = useTranslation('auth');
  return (
    <ul>
      {topics.map((topic) => (
        <li key={topic}>{t(TOPIC_LABELS[topic])}</li>
      ))}
    </ul>
  );
}

function SettingsLink({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('auth');
  return (
    <p>
      <Link to={pathFor('newsletterSettings', locale)}>{t('newsletter.unsubscribe.settingsLink')}</Link>
    </p>
  );
}

function InvalidLink({ locale, problem }: { locale: LocaleCode; problem: LinkProblem }) {
  const { t } = useTranslation('auth');
  return (
    <section className="rk-auth-page" data-problem={problem}>
      <h1>{t('newsletter.unsubscribe.invalidTitle')}</h1>
      <p role="alert">{t(problem === 'unsubscribe_token_expired' ? 'newsletter.unsubscribe.expiredText' : 'newsletter.unsubscribe.invalidText')}</p>
      <SettingsLink locale={locale} />
    </section>
  );
}
