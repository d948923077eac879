import { lazy, Suspense } from 'react';

const RevealBurstPlayer = lazy(() => import(/* webpackChunkName: "reveal-burst" */ './reveal-burst-player'));

export type RevealBurstProps = {
  /** Plays once each time this becomes true (remount with a `key` to replay). */
  play: boolean;
};

/**
 * The reveal animation (lottie): a ring opens and pink and green chips fly out over the revealed
 * KEY. Decorative: hidden from screen readers, lets clicks through, skipped when the member asks
 * for reduced motion.
 */
export function RevealBurst({ play }: RevealBurstProps) {
  if (!play) return null;
  return (
    <div
      data-testid="reveal-burst"
      aria-hidden="true"
      css={{
        position: 'absolute',
        inset: '-20%',
        pointerEvents: 'none',
        zIndex: 2,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      <Suspense fallback={null}>
        <RevealBurstPlayer />
      </Suspense>
    </div>
  );
}
