import type { LocaleCode, RemotePageProps } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactMessages, type ContactMessage } from '../api/messages';
import { formatDateTime } from '../lib/format';
import { BackOfficeFrame } from './back-office-frame';
import { Pager } from './pager';
import { QueryState, SectionHead } from './query-state';

/** Contact messages (`backOfficeMessages`): what people wrote through the contact form, newest first, a page at a time. */
export function MessagesPage({ locale }: RemotePageProps) {
  return <BackOfficeFrame locale={locale}>{() => <Messages locale={locale} />}</BackOfficeFrame>;
}

function Messages({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  // The pages seen so far, by the message each starts after (undefined: the newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const messages = useContactMessages(cursors[cursors.length - 1]);
  return (
    <section className="rk-bo__page" aria-labelledby="rk-bo-messages-title">
      <SectionHead id="rk-bo-messages-title" title={t('backOffice.messages.title')} lead={t('backOffice.messages.lead')} />
      <QueryState query={messages}>
        {(page) => (
          <>
            {page.messages.length === 0 ? (
              <p className="rk-bo__empty">{t('backOffice.messages.empty')}</p>
            ) : (
              <ul className="rk-bo__list">
                {page.messages.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} locale={locale} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              label={t('backOffice.messages.pages')}
              newer={cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : null}
              older={page.next ? () => setCursors([...cursors, page.messages[page.messages.length - 1]!.id]) : null}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function MessageCard({ message, locale }: { message: ContactMessage; locale: LocaleCode }) {
  const { t } = useTranslation('companyPages');
  const headingId = `rk-bo-message-${message.id}`;
  return (
    <article className="rk-bo-item" aria-labelledby={headingId}>
      <header className="rk-bo-item__head">
        <h2 id={headingId}>{message.name}</h2>
        <p className="rk-bo-item__meta">
          <a href={`mailto:${message.email}`}>{message.email}</a>
          <span className="rk-bo-badge">{t(`backOffice.messages.subjects.${message.subject}`)}</span>
          <span>{t(`backOffice.languages.${message.locale}`)}</span>
        </p>
        <p className="rk-bo-item__meta">{formatDateTime(message.createdAt, locale)}</p>
      </header>
      <p className="rk-bo-item__text">{message.message}</p>
    </article>
  );
}
