import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from 'shared-contract';
import { mq, theme, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';

export const AUTO_ADVANCE_MS = 5000;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  ${mq.desktop} {
    display: block;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TARGET = theme.layout.touchTarget;

/** The pause button and the dots: 44 px tap targets (the mark inside stays small). */
const controlButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TARGET}px;
  height: ${TARGET}px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${theme.radius.sm}px;
  }
`;

/** Where keyboard focus follows the shown banner: its link, its dot, or nowhere (a click, the timer). */
type FocusFollows = 'slide' | 'dot' | null;

/**
 * Swipeable (native scroll snapping), auto-advancing banner carousel. Auto-advance stops while the
 * pointer or focus is inside, when the user pauses it, and for reduced-motion users.
 *
 * Keyboard: the banners are one tab stop (the shown banner's link) and the dots are one tab stop (a tab list whose
 * selected dot takes focus); the arrow keys anywhere in the carousel show the previous or next banner, and focus
 * stays on the banner link or dot it was on. The previous/next and pause buttons are the carousel's own controls.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const trackRef = useRef<HTMLDivElement>(null);
  const slideLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  const dots = useRef<Array<HTMLButtonElement | null>>([]);
  const focusFollows = useRef<FocusFollows>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [interacting, setInteracting] = useState(false);
  const count = banners.length;
  const idPrefix = useId();
  const slideId = (position: number) => `${idPrefix}-slide-${position}`;

  const goTo = useCallback(
    (next: number, follow: FocusFollows = null) => {
      const target = ((next % count) + count) % count;
      focusFollows.current = follow;
      setIndex(target);
      const track = trackRef.current;
      if (track && typeof track.scrollTo === 'function') {
        track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    },
    [count],
  );

  // After a keyboard move, focus goes to the new banner's link or dot (the old one has left the tab order).
  useEffect(() => {
    const follow = focusFollows.current;
    focusFollows.current = null;
    if (follow === 'slide') slideLinks.current[index]?.focus({ preventScroll: true });
    else if (follow === 'dot') dots.current[index]?.focus();
  }, [index]);

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
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: count - 1 }[event.key];
    const target = event.target as HTMLElement;
    const onDot = target.getAttribute('role') === 'tab';
    if (step === undefined && (edge === undefined || !onDot)) return;
    event.preventDefault();
    const follow: FocusFollows = onDot ? 'dot' : slideLinks.current.includes(target as HTMLAnchorElement) ? 'slide' : null;
    goTo(step === undefined ? (edge ?? 0) : index + step, follow);
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
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
      css={css`
        position: relative;
      `}
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
          &::-webkit-scrollbar {
            display: none;
          }
        `}
      >
        {banners.map((banner, position) => {
          const current = position === index;
          const title = localized(banner.title);
          return (
            <div
              key={banner.id}
              id={slideId(position)}
              role="group"
              aria-roledescription="slide"
              aria-label={t('main.slide', { index: position + 1, total: count })}
              aria-hidden={!current}
              data-testid="banner"
              css={css`
                flex: 0 0 100%;
                scroll-snap-align: start;
                position: relative;
              `}
            >
              <Link
                ref={(element) => {
                  slideLinks.current[position] = element;
                }}
                to={banner.linkUrl}
                tabIndex={current ? 0 : -1}
                css={css`
                  display: block;
                  color: ${theme.colors.white};
                  text-decoration: none;
                  &:focus-visible {
                    outline: 3px solid ${theme.colors.focus};
                    outline-offset: -3px;
                  }
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
                    ${mq.desktop} {
                      padding: 48px 32px 36px;
                    }
                  `}
                >
                  <strong
                    css={css`
                      font-size: 18px;
                      ${mq.desktop} {
                        font-size: 26px;
                      }
                    `}
                  >
                    {title}
                  </strong>
                  <span
                    css={css`
                      font-size: 13px;
                      opacity: 0.9;
                      ${mq.desktop} {
                        font-size: 16px;
                      }
                    `}
                  >
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
          <button
            type="button"
            aria-label={t('main.previous')}
            onClick={() => goTo(index - 1)}
            css={[
              arrowButton,
              css`
                left: 12px;
              `,
            ]}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t('main.next')}
            onClick={() => goTo(index + 1)}
            css={[
              arrowButton,
              css`
                right: 12px;
              `,
            ]}
          >
            ›
          </button>
          <div
            css={css`
              display: flex;
              justify-content: center;
              align-items: center;
              margin-top: 4px;
            `}
          >
            <button
              type="button"
              aria-label={paused ? t('main.play') : t('main.pause')}
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
              css={[
                controlButton,
                css`
                  color: ${theme.colors.gray600};
                  font-size: 12px;
                `,
              ]}
            >
              {paused ? '▶' : '❚❚'}
            </button>
            <div
              role="tablist"
              aria-label={t('main.banners')}
              css={css`
                display: flex;
              `}
            >
              {banners.map((banner, position) => {
                const current = position === index;
                return (
                  <button
                    key={banner.id}
                    ref={(element) => {
                      dots.current[position] = element;
                    }}
                    type="button"
                    role="tab"
                    aria-label={t('main.goTo', { index: position + 1 })}
                    aria-selected={current}
                    aria-controls={slideId(position)}
                    tabIndex={current ? 0 : -1}
                    onClick={() => goTo(position)}
                    css={[
                      controlButton,
                      css`
                        &::before {
                          content: '';
                          width: ${current ? 16 : 8}px;
                          height: 8px;
                          border-radius: 4px;
                          background: ${current ? theme.colors.pink : theme.colors.gray300};
                          transition: width 0.2s;
                        }
                      `,
                    ]}
                  />
                );
              })}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
