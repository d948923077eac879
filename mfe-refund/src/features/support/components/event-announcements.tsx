import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, formatKst, theme, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useEventAnnouncements } from '../api/get-event-announcements';

/** How many of the newest announcements support shows; the event page has them all. */
export const SUPPORT_ANNOUNCEMENTS = 3;
export const EVENT_PAGE_PATH = '/event';

const TITLE_ID = 'support-event-announcements-title';

/** The newest event announcements (issue 13 C) on the support page: title, KST date, a drawn lottery's winners, and the way to /event. */
export function EventAnnouncements() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const announcements = useEventAnnouncements();

  let body;
  if (announcements.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('support.events.loading')}
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        {[0, 1].map((row) => (
          <Skeleton key={row} height={56} />
        ))}
      </div>
    );
  } else if (!announcements.data) {
    body = <ErrorState error={announcements.error} title={t('support.events.error')} onRetry={() => void announcements.refetch()} />;
  } else if (announcements.data.length === 0) {
    body = <EmptyState title={t('support.events.empty')} data-testid="support-event-announcements-empty" />;
  } else {
    body = (
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {announcements.data.slice(0, SUPPORT_ANNOUNCEMENTS).map((item) => (
          <li
            key={item.id}
            data-testid="support-event-announcement"
            css={css`
              display: grid;
              gap: 4px;
              padding: 14px 0;
              border-bottom: 1px solid ${theme.colors.gray100};
            `}
          >
            <h3
              css={css`
                margin: 0;
                font-size: 15px;
                font-weight: 600;
              `}
            >
              {localized(item.title)}
            </h3>
            <time
              dateTime={item.publishedAt}
              css={css`
                font-size: 13px;
                color: ${theme.colors.gray500};
              `}
            >
              {formatKst(item.publishedAt, 'date', language)}
            </time>
            {item.lottery ? (
              <div
                css={css`
                  display: grid;
                  gap: 4px;
                  font-size: 14px;
                `}
              >
                <p
                  css={css`
                    margin: 0;
                    color: ${theme.colors.gray700};
                  `}
                >
                  {t('support.events.winnersOf', { title: localized(item.lottery.title), n: item.lottery.winners.length })}
                </p>
                {item.lottery.winners.length > 0 ? (
                  <ul
                    aria-label={t('support.events.winners', { title: localized(item.lottery.title) })}
                    data-testid="support-event-winners"
                    css={css`
                      display: flex;
                      flex-wrap: wrap;
                      gap: 4px 12px;
                      margin: 0;
                      padding: 0;
                      list-style: none;
                    `}
                  >
                    {item.lottery.winners.map((nickname, index) => (
                      <li key={`${nickname}-${index}`}>{nickname}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={TITLE_ID}
      data-testid="support-event-announcements"
      css={css`
        display: grid;
        gap: 8px;
        margin-top: 32px;
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: 12px;
          flex-wrap: wrap;
        `}
      >
        <h2
          id={TITLE_ID}
          css={css`
            margin: 0;
            font-size: 18px;
          `}
        >
          {t('support.events.title')}
        </h2>
        <Link
          to={EVENT_PAGE_PATH}
          css={css`
            display: inline-flex;
            align-items: center;
            min-height: 44px;
            color: ${theme.colors.gray900};
            font-weight: 600;
            text-underline-offset: 3px;
          `}
        >
          {t('support.events.all')}
        </Link>
      </div>
      {body}
    </section>
  );
}
