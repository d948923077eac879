import { lazy, Suspense, useEffect, useState } from 'react';
import { mq, theme } from '../theme';
import { useCommonTranslation } from '../locales/use-common-translation';

const LoadingAnimationPlayer = lazy(() => import(/* webpackChunkName: "loading-animation" */ './loading-animation-player'));

/** Starts fetching the animation engine early (e.g. right after the first render). */
export const preloadLoadingAnimation = () => import(/* webpackChunkName: "loading-animation" */ './loading-animation-player');

/** Canvas of the animation (spec section 1): 720 x 504. */
const ASPECT_RATIO = '720 / 504';

export type LoadingOverlayProps = {
  visible: boolean;
  /**
   * The backdrop shows at once; the animation engine (~50 KB gz) is fetched only when loading lasts
   * longer than this, so quick loads (most first renders, most requests) never download it.
   */
  animationDelayMs?: number;
};

function useDelayedTrue(active: boolean, delayMs: number) {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (!active || ready) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, ready, delayMs]);
  return ready;
}

/**
 * The loading overlay of spec section 1: full screen, centred, layer 9999, 20% of the screen wide
 * on desktop and 50% otherwise, shown while the loading flag is set. Mount it once (the shell does).
 */
export function LoadingOverlay({ visible, animationDelayMs = 300 }: LoadingOverlayProps) {
  const { t } = useCommonTranslation();
  const animate = useDelayedTrue(visible, animationDelayMs);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="loading-overlay"
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.overlay,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(14, 14, 18, 0.12)',
      }}
    >
      <div
        css={{
          width: '50vw',
          aspectRatio: ASPECT_RATIO,
          // The animation's own backdrop corner (64 px on 720 x 504).
          borderRadius: '8.9% / 12.7%',
          // Shown until the player chunk arrives: the backdrop the animation draws on.
          background: theme.colors.gray900,
          overflow: 'hidden',
          [mq.desktop]: { width: '20vw' },
        }}
      >
        {animate && (
          <Suspense fallback={null}>
            <LoadingAnimationPlayer />
          </Suspense>
        )}
      </div>
    </div>
  );
}
