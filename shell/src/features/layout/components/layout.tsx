import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { isConsoleRole } from 'shared-contract';
import { useMe } from 'shared-session';
import { theme, useIsDesktop } from 'shared-ui';
import { TerminationNotice } from './termination-notice';
import { useMenuSwitches } from '../hooks/use-menu-switches';
import { useInteractionGuards } from '../hooks/use-interaction-guards';
import { useRouteMeta } from '../hooks/use-route-meta';
import { buildMenus } from '../menu-entries';
import { BackHeader } from './back-header';
import { ConnectionNotice } from './connection-notice';
import { DesktopTopBar } from './desktop-top-bar';
import { Footer } from './footer';
import { MobileTopBar } from './mobile-top-bar';
import { focusRing, visuallyHidden } from './styles';

/**
 * The shell's frame around every page: the termination notice (while the service ends), top bar (or back
 * header), sub-title, content, footer.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const switches = useMenuSwitches();
  const { me } = useMe();
  const staff = isConsoleRole(me?.role);
  const menus = useMemo(() => buildMenus({ ...switches, staff }), [switches.supportOpen, switches.preRegistrationOpen, staff]);
  // Sub-titles name the page in the mobile back header; on desktop the page's own heading does.
  const { title, subtitle, hideTopBarOnMobile } = useRouteMeta();
  useInteractionGuards(pathname);
  // A new page starts at its top (the browser does this only for full page loads).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  let header;
  if (isDesktop) header = <DesktopTopBar menus={menus} />;
  else if (hideTopBarOnMobile) header = <BackHeader title={subtitle ?? title} />;
  else header = <MobileTopBar menus={menus} />;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a
        href="#main-content"
        css={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            zIndex: theme.zIndex.overlay,
            width: 'auto',
            height: 'auto',
            margin: 0,
            padding: '8px 12px',
            clip: 'auto',
            color: theme.colors.white,
            background: theme.colors.gray900,
            borderRadius: theme.radius.sm,
          },
          ...focusRing,
        }}
      >
        {t('skipToContent')}
      </a>
      <TerminationNotice />
      <ConnectionNotice />
      {header}
      <main id="main-content" tabIndex={-1} css={{ flex: 1, minHeight: theme.layout.minHeight, outline: 'none' }}>
        <Outlet />
      </main>
      <Footer supportOpen={switches.supportOpen} />
    </div>
  );
}
