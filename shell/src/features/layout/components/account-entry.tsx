import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { drawnForMember, drawnForVisitor, useSessionStore, type SessionUser } from 'shared-session';
import { theme } from 'shared-ui';
import { useSignOut } from '../hooks/use-sign-out';
import { SignedInAs } from './signed-in-as';
import { memberInitial, SIGN_IN_PATH } from '../../../utils/sign-in-url';
import type { MenuEntry } from '../menu-entries';
import { DisclosureMenu } from './disclosure-menu';
import { CartLink, GoldLink } from './member-shortcuts';
import { NotificationsLink, UnreadBadge } from './notifications-entry';
import { utilityIcons } from './icons';
import { navLink, visuallyHidden, wideLabel } from './styles';

const avatar = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  color: theme.colors.white,
  background: theme.colors.gray900,
  fontSize: 14,
  fontWeight: 700,
} as const;

export function MemberAvatar({ user }: { user: SessionUser }) {
  return (
    <span aria-hidden="true" data-testid="member-initial" title={user.email ?? undefined} css={avatar}>
      {memberInitial(user)}
    </span>
  );
}

/** A full-width row of a menu list. */
function SignOutButton({ fontSize }: { fontSize?: number }) {
  const { t } = useTranslation('shell');
  const { signOut, pending, failed } = useSignOut();
  return (
    <>
      <button type="button" disabled={pending} onClick={signOut} css={{ ...navLink, display: 'flex', width: '100%', fontSize }}>
        {pending ? t('session.signingOut') : t('session.signOut')}
      </button>
      {failed && (
        <span role="alert" css={{ color: theme.colors.gray700, fontSize: 13 }}>
          {t('session.signOutFailed')}
        </span>
      )}
    </>
  );
}

/**
 * Desktop top bar, right: my page (with the member's initial) and the account menu (My menu and
 * sign-out), or sign-in for a visitor.
 */
export function DesktopAccountEntries({ myMenu }: { myMenu: MenuEntry[] }) {
  const { t } = useTranslation('shell');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const MyIcon = utilityIcons['my-page'];

  // A page the server drew for a visitor (no session cookie) said "Sign in"; it keeps saying so while the session loads.
  if (status === 'unauthenticated' || (status === 'loading' && drawnForVisitor())) {
    return (
      <li>
        <NavLink to={SIGN_IN_PATH} css={navLink}>
          {MyIcon && <MyIcon width={20} height={20} />}
          {t('session.signIn')}
        </NavLink>
      </li>
    );
  }
  // Any other page cannot know before the session answers: neither "My page" (a visitor would see it) nor "Sign in".
  if (status === 'loading' && !drawnForMember()) return <li aria-hidden="true" data-testid="account-pending" css={{ width: 44, height: 44 }} />;
  return (
    <>
      <li>
        <NavLink to="/my" end css={navLink}>
          {user ? <MemberAvatar user={user} /> : MyIcon && <MyIcon width={20} height={20} />}
          <span css={wideLabel}>{t('nav.myPage')}</span>
          {user && (
            <span css={visuallyHidden}>
              {' ('}
              <SignedInAs user={user} />)
            </span>
          )}
          {user && <UnreadBadge />}
        </NavLink>
      </li>
      {user && (
        <li>
          <DisclosureMenu label={t('session.accountMenu')} entries={myMenu} iconOnly align="right">
            <li>
              <NotificationsLink />
            </li>
            <li css={{ borderTop: `1px solid ${theme.colors.gray100}`, marginTop: 4, paddingTop: 4 }}>
              <SignOutButton />
            </li>
          </DisclosureMenu>
        </li>
      )}
    </>
  );
}

/** Mobile "more" drawer: who is signed in, the cart and Gold balance, notifications and sign-out, or sign-in for a visitor (nothing while loading). */
export function DrawerAccountSection() {
  const { t } = useTranslation('shell');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'loading') return null;

  return (
    <section data-testid="drawer-account" css={{ padding: '8px 0', borderTop: `1px solid ${theme.colors.gray100}` }}>
      {user ? (
        <>
          <p css={{ display: 'flex', alignItems: 'center', gap: 10, margin: '8px 10px', minWidth: 0 }}>
            <MemberAvatar user={user} />
            <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 }}>
              <SignedInAs user={user} />
            </span>
          </p>
          <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
            <CartLink variant="row" />
            <GoldLink variant="row" />
          </ul>
          <NotificationsLink fontSize={16} />
          <SignOutButton fontSize={16} />
        </>
      ) : (
        <NavLink to={SIGN_IN_PATH} css={{ ...navLink, display: 'flex', fontSize: 16 }}>
          {t('session.signIn')}
        </NavLink>
      )}
    </section>
  );
}
