import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Notification } from 'shared-contract';
import { formatKst, theme, useLanguage, useLocalized, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

const itemButton = (unread: boolean) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  width: 100%;
  box-sizing: border-box;
  padding: 14px 16px;
  text-align: left;
  font: inherit;
  color: ${theme.colors.gray800};
  background: ${unread ? theme.colors.pinkSoft : theme.colors.white};
  border: 1px solid ${unread ? theme.colors.pinkSoft : theme.colors.gray100};
  border-radius: ${theme.radius.md}px;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.gray300};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const dot = (unread: boolean) => css`
  grid-row: 1 / span 3;
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${unread ? theme.colors.pink : 'transparent'};
`;

type NotificationItemProps = {
  notification: Notification;
  pending: boolean;
  onOpen: (notification: Notification) => void;
};

/** One notification: type, title, body and time; unread ones are tinted with a dot. Clicking reads it. */
export function NotificationItem({ notification, pending, onOpen }: NotificationItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const language = useLanguage();
  const unread = notification.readAt === null;
  return (
    <li data-testid="notification" data-unread={unread}>
      <button type="button" disabled={pending} aria-busy={pending} onClick={() => onOpen(notification)} css={itemButton(unread)}>
        <span aria-hidden="true" css={dot(unread)} />
        <span
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: 4px 8px;
            min-width: 0;
          `}
        >
          <span
            data-testid="notification-type"
            css={css`
              font-size: 12px;
              font-weight: 700;
              color: ${theme.colors.gray800};
            `}
          >
            {t(`notifications.types.${notification.type}`)}
          </span>
          <time
            dateTime={notification.createdAt}
            css={css`
              font-size: 12px;
              color: ${theme.colors.gray600};
            `}
          >
            {formatKst(notification.createdAt, 'dateMinute', language)}
          </time>
        </span>
        <span
          data-testid="notification-title"
          css={css`
            font-size: 15px;
            font-weight: ${unread ? 700 : 600};
            color: ${theme.colors.gray900};
            overflow-wrap: anywhere;
          `}
        >
          {unread && <span css={visuallyHidden}>{`${t('notifications.unread')}: `}</span>}
          {localized(notification.title)}
        </span>
        <span
          css={css`
            font-size: 14px;
            line-height: 1.5;
            color: ${theme.colors.gray600};
            white-space: pre-line;
            overflow-wrap: anywhere;
          `}
        >
          {localized(notification.body)}
          {notification.linkUrl && <span css={visuallyHidden}>{` (${t('notifications.opensPage')})`}</span>}
        </span>
      </button>
    </li>
  );
}
