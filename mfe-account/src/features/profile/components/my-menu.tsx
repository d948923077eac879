import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { mq, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

/** The My menu of spec section 2 (with the tickets beside the coupons), the monthly missions, then notifications and account settings. */
const ITEMS = [
  { to: '/my', key: 'my' },
  { to: '/my/coins', key: 'coins' },
  { to: '/my/coupons', key: 'coupons' },
  { to: '/ticket', key: 'tickets', badge: { count: 'tickets', label: 'ticketsCount' } },
  { to: '/my/cabinet', key: 'cabinet' },
  { to: '/event/monthly', key: 'monthly' },
  { to: '/my/notifications', key: 'notifications', badge: { count: 'notifications', label: 'notificationsUnread' } },
  { to: '/my/settings', key: 'settings' },
] as const;

const listStyle = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktop} {
    grid-template-columns: 1fr;
    gap: 4px;
  }
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${theme.radius.md}px;
  border: 1px solid ${theme.colors.gray200};
  background: ${theme.colors.white};
  color: ${theme.colors.gray800};
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.gray50};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${theme.colors.pink};
    color: ${theme.colors.pink};
    background: ${theme.colors.pinkSoft};
  }
  ${mq.desktop} {
    border-color: transparent;
  }
`;

const badgeStyle = css`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${theme.colors.pink};
  color: ${theme.colors.white};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;

/** A count shown as a badge on its entry: unread notifications, tickets still to exchange. */
export type MyMenuCounts = { notifications?: number; tickets?: number };

export function MyMenu({ counts = {} }: { counts?: MyMenuCounts }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('profile.menu.label')} data-testid="my-menu">
      <ul css={listStyle}>
        {ITEMS.map((item) => {
          const badge = 'badge' in item ? item.badge : null;
          const count = badge ? (counts[badge.count] ?? 0) : 0;
          const label = badge && count > 0 ? t(`profile.menu.${badge.label}`, { count }) : undefined;
          return (
            <li key={item.to}>
              <NavLink to={item.to} end css={linkStyle} aria-label={label}>
                <span>{t(`profile.menu.${item.key}`)}</span>
                {count > 0 ? (
                  <span aria-hidden="true" css={badgeStyle}>
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
