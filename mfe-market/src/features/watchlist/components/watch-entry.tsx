import { css } from '@emotion/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { Button, panelStyle, panelTitleStyle, theme } from 'shared-ui';
import { useToSignIn } from '../../../hooks/use-to-sign-in';
import { NAMESPACE } from '../../../namespace';
import type { WatchScope } from './watch-control';

/** The member's control (with its form library and zod rule) loads only for a signed-in member. */
const WatchControl = lazy(() => import('./watch-control').then((module) => ({ default: module.WatchControl })));

const noteStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
`;

/**
 * Watch before the member's control: a visitor's Watch goes to sign-in and back to this page; while the session or the
 * control loads, the same panel with Watch disabled holds its place.
 */
function WatchPrompt({ name, onWatch }: { name: string; onWatch?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const noteId = useId();
  return (
    <section css={[panelStyle, css`margin-top: 16px;`]} aria-labelledby="watch-control-title" data-testid="watch-control">
      <h2 id="watch-control-title" css={panelTitleStyle}>
        {t('watchlist.title')}
      </h2>
      <p css={noteStyle}>{t('watchlist.prompt')}</p>
      <Button
        variant="secondary"
        onClick={onWatch}
        disabled={!onWatch}
        aria-label={t('watchlist.watchLabel', { name })}
        aria-describedby={onWatch ? noteId : undefined}
        data-testid="watch-sign-in"
      >
        {t('watchlist.watch')}
      </Button>
      {onWatch && (
        <p id={noteId} css={noteStyle}>
          {t('watchlist.signInNote')}
        </p>
      )}
    </section>
  );
}

/** The Watch control of a KEY design's or a project's page, for members and visitors alike. */
export function WatchEntry({ scope, name }: { scope: WatchScope; name: string }) {
  const status = useSessionStore((state) => state.status);
  const toSignIn = useToSignIn();
  if (status === 'unauthenticated') return <WatchPrompt name={name} onWatch={toSignIn} />;
  if (status === 'loading') return <WatchPrompt name={name} />;
  return (
    <Suspense fallback={<WatchPrompt name={name} />}>
      <WatchControl scope={scope} name={name} />
    </Suspense>
  );
}
