import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useMe, useSessionStore } from 'shared-session';
import { theme } from 'shared-ui';
import { navLink, visuallyHidden } from './styles';

export const NOTIFICATIONS_PATH = '/my/notifications';

/** The signed-in member's unread notifications (from `GET /api/user/me`; 0 until it answers). */
export function useUnreadNotificationCount(): number {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { me } = useMe();
  return me && me.id === userId ? me.unreadNotificationCount : 0;
}

export const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: 9,
  // Dark digits on pink: white on this pink is below 4.5:1 at this size.
  color: theme.colors.gray900,
  background: theme.colors.pink,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: 1,
} as const;

export const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The unread count as a pink pill (hidden from assistive tech) with its meaning for screen readers
 * ("알림 3개 읽지 않음" / "3 unread notifications"); nothing when all are read.
 */
export function UnreadBadge({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('shell');
  const count = useUnreadNotificationCount();
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" data-testid="unread-badge" css={badge}>
        {shown(count)}
      </span>
      <span css={visuallyHidden}>{` (${t(short ? 'notifications.unreadShort' : 'notifications.unread', { count })})`}</span>
    </>
  );
}

/** A dot on the mobile "more" button while something is unread; the button points at `describedById`. */
export function UnreadDot({ describedById }: { describedById: string }) {
  const { t } = useTranslation('shell');
  const count = useUnreadNotificationCount();
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-badge"
        css={{ ...badge, position: 'absolute', top: 4, right: 2, minWidth: 16, height: 16, fontSize: 10, pointerEvents: 'none' }}
      >
        {shown(count)}
      </span>
      <span id={describedById} hidden>
        {t('notifications.unread', { count })}
      </span>
    </>
  );
}

/** "Notifications" in the account menu and the mobile drawer, with the unread count. */
export function NotificationsLink({ fontSize }: { fontSize?: number }) {
  const { t } = useTranslation('shell');
  return (
    <NavLink to={NOTIFICATIONS_PATH} end data-testid="notifications-link" css={{ ...navLink, display: 'flex', fontSize }}>
      {t('notifications.link')}
      <UnreadBadge short />
    </NavLink>
  );
}
