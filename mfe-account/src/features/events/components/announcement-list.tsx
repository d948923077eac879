import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, formatKst, Skeleton, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useAnnouncements } from '../api/get-announcements';
import { lotteryPath } from './lottery-path';
import { mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';
import { bodyTextStyle, cardStyle } from './styles';

/** The published event announcements, newest first; one naming a drawn lottery lists its winners (masked). */
export function AnnouncementList() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const announcements = useAnnouncements();

  let body;
  if (announcements.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('events.hub.announcementsLoading')}>
        <Skeleton height={120} />
      </div>
    );
  } else if (!announcements.data) {
    body = <ErrorState error={announcements.error} title={t('events.hub.announcementsError')} onRetry={() => void announcements.refetch()} />;
  } else if (announcements.data.length === 0) {
    body = <EmptyState title={t('events.hub.announcementsEmpty')} data-testid="announcements-empty" />;
  } else {
    body = (
      <ul
        css={css`
          display: grid;
          gap: 12px;
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {announcements.data.map((item) => {
          const title = localized(item.title);
          return (
            <li key={item.id}>
              <article css={cardStyle} aria-labelledby={`announcement-${item.id}`} data-testid="announcement">
                <h3
                  id={`announcement-${item.id}`}
                  css={css`
                    margin: 0;
                    font-size: 16px;
                  `}
                >
                  {title}
                </h3>
                <p css={mutedTextStyle}>
                  <time dateTime={item.publishedAt}>{formatKst(item.publishedAt, 'dateMinute', language)}</time>
                </p>
                <p css={bodyTextStyle}>{localized(item.body)}</p>
                {item.lottery ? (
                  <div
                    css={css`
                      display: grid;
                      gap: 8px;
                    `}
                  >
                    <p
                      css={css`
                        margin: 0;
                        font-weight: 700;
                        font-size: 14px;
                      `}
                    >
                      {localized(item.lottery.title)} · {t('events.hub.winnersCount', { count: item.lottery.winners.length })}
                    </p>
                    <ul
                      aria-label={t('events.hub.winners')}
                      css={css`
                        display: flex;
                        flex-wrap: wrap;
                        gap: 6px 12px;
                        margin: 0;
                        padding: 0;
                        list-style: none;
                        font-size: 14px;
                      `}
                      data-testid="announcement-winners"
                    >
                      {item.lottery.winners.map((nickname, index) => (
                        <li key={`${nickname}-${index}`}>{nickname}</li>
                      ))}
                    </ul>
                    <span>
                      <Button
                        to={lotteryPath(item.lottery.id)}
                        variant="secondary"
                        aria-label={t('events.hub.seeLotteryLabel', { title: localized(item.lottery.title) })}
                      >
                        {t('events.hub.seeLottery')}
                      </Button>
                    </span>
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="event-announcements-title" css={sectionStyle} data-testid="event-announcements">
      <h2 id="event-announcements-title" css={sectionTitleStyle}>
        {t('events.hub.announcements')}
      </h2>
      {body}
    </section>
  );
}
