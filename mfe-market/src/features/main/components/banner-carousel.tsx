import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from 'shared-contract';
import { mq, theme, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';

export const AUTO_ADVANCE_MS = 5000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const arrowButton = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(14, 14, 18, 0.55);
  color: ${theme.colors.white};
  font-size: 20px;
  cursor: pointer;
  display: none;
  ${mq.desktop} { display: block; }
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 2px; }
`;

/**
 * Swipeable (native scroll snapping), auto-advancing banner carousel. Auto-advance stops while the
 * pointer or focus is inside, when the user pauses it, and for reduced-motion users.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [interacting, setInteracting] = useState(false);
  const count = banners.length;

  const goTo = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      const track = trackRef.current;
      if (track && typeof track.scrollTo === 'function') {
        track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    },
    [count],
  );

  useEffect(() => {
    if (paused || interacting || count < 2) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, interacting, count, index, goTo]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    if (current !== index && current >= 0 && current < count) setIndex(current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('main.banners')}
      data-testid="banner-carousel"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
      css={css`position: relative;`}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        aria-live={paused || interacting ? 'polite' : 'off'}
        css={css`
          display: flex;
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          scrollbar-width: none;
          border-radius: ${theme.radius.lg}px;
          &::-webkit-scrollbar { display: none; }
        `}
      >
        {banners.map((banner, position) => {
          const current = position === index;
          const title = localized(banner.title);
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('main.slide', { index: position + 1, total: count })}
              aria-hidden={!current}
              data-testid="banner"
              css={css`flex: 0 0 100%; scroll-snap-align: start; position: relative;`}
            >
              <Link
                to={banner.linkUrl}
                tabIndex={current ? 0 : -1}
                css={css`
                  display: block;
                  color: ${theme.colors.white};
                  text-decoration: none;
                  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: -3px; }
                `}
              >
                <ArtImage src={banner.imageUrl} alt={title} kind="banner" eager={position === 0} radius={0} />
                <span
                  css={css`
                    position: absolute;
                    inset: auto 0 0 0;
                    padding: 32px 16px 28px;
                    background: linear-gradient(transparent, rgba(14, 14, 18, 0.75));
                    display: flex;
                    flex-direction: column;
                    gap: 4px;
                    ${mq.desktop} { padding: 48px 32px 36px; }
                  `}
                >
                  <strong css={css`font-size: 18px; ${mq.desktop} { font-size: 26px; }`}>{title}</strong>
                  <span css={css`font-size: 13px; opacity: 0.9; ${mq.desktop} { font-size: 16px; }`}>
                    {localized(banner.subtitle)}
                  </span>
                </span>
              </Link>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button type="button" aria-label={t('main.previous')} onClick={() => goTo(index - 1)} css={[arrowButton, css`left: 12px;`]}>
            ‹
          </button>
          <button type="button" aria-label={t('main.next')} onClick={() => goTo(index + 1)} css={[arrowButton, css`right: 12px;`]}>
            ›
          </button>
          <div css={css`display: flex; justify-content: center; align-items: center; gap: 4px; margin-top: 4px;`}>
            <button
              type="button"
              aria-label={paused ? t('main.play') : t('main.pause')}
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
              css={css`
                width: 32px; height: 32px; border: 0; background: none; cursor: pointer;
                color: ${theme.colors.gray600}; font-size: 12px;
                &:focus-visible { outline: 3px solid ${theme.colors.green}; }
              `}
            >
              {paused ? '▶' : '❚❚'}
            </button>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('main.goTo', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
                css={css`
                  width: 24px; height: 32px; border: 0; padding: 0; background: none; cursor: pointer;
                  display: inline-flex; align-items: center; justify-content: center;
                  &::before {
                    content: '';
                    width: ${position === index ? 16 : 8}px; height: 8px; border-radius: 4px;
                    background: ${position === index ? theme.colors.pink : theme.colors.gray300};
                    transition: width 0.2s;
                  }
                  &:focus-visible { outline: 3px solid ${theme.colors.green}; }
                `}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
