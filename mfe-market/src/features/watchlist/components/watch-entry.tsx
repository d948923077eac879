import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { Button, fieldHintStyle, panelStyle, panelTitleStyle } from 'shared-ui';
import { useToSignIn } from '../../../hooks/use-to-sign-in';
import { NAMESPACE } from '../../../namespace';
import type { WatchScope } from './watch-control';

/** The member's control (with its form library and zod rule) loads only for a signed-in member. */
const WatchControl = lazy(() => import('./watch-control').then((module) => ({ default: module.WatchControl })));

/** Watch for a visitor: it goes to sign-in and back to this page (`onWatch`); without `onWatch` it is disabled. */
function WatchPrompt({ name, onWatch }: { name: string; onWatch?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section
      css={[
        panelStyle,
        css`
          margin-top: 16px;
        `,
      ]}
      aria-labelledby="watch-control-title"
      data-testid="watch-control"
    >
      <h2 id="watch-control-title" css={panelTitleStyle}>
        {t('watchlist.title')}
      </h2>
      {/* Shown while the session loads too, so a visitor's panel keeps its height when Watch turns on (no shift). */}
      <p id="watch-sign-in-note" css={fieldHintStyle}>
        {t('watchlist.signInNote')}
      </p>
      <Button variant="secondary" onClick={onWatch} disabled={!onWatch} aria-label={t('watchlist.watchLabel', { name })} aria-describedby="watch-sign-in-note">
        {t('watchlist.watch')}
      </Button>
    </section>
  );
}

/** The Watch control of a KEY design's or a project's page, for members and visitors alike. */
export function WatchEntry({ scope, name }: { scope: WatchScope; name: string }) {
  const status = useSessionStore((state) => state.status);
  const toSignIn = useToSignIn();
  // While the session loads, Watch is disabled (as Like is).
  if (status !== 'authenticated') return <WatchPrompt name={name} onWatch={status === 'unauthenticated' ? () => void toSignIn() : undefined} />;
  return (
    <Suspense fallback={null}>
      <WatchControl scope={scope} name={name} />
    </Suspense>
  );
}
