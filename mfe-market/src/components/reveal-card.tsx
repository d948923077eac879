import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RevealedItem } from 'shared-contract';
import { RevealBurst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';

const glow = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(255, 79, 154, 0.0); }
  50% { box-shadow: 0 0 28px 4px rgba(255, 79, 154, 0.45); }
`;

const face = css`
  position: absolute;
  inset: 0;
  backface-visibility: hidden;
  border-radius: ${theme.radius.lg}px;
  overflow: hidden;
  display: grid;
`;

/** What the card shows once turned over: a drawn KEY and its serial (a purchase's item or a ticket's KEY). */
export type RevealedKey = Pick<RevealedItem, 'keyItemId' | 'serialNo' | 'key'>;

/**
 * A KEY card that flips over (CSS 3D) when its KEY is known, with the lottie reveal burst over it:
 * face down while `revealed` is null. Motion is skipped for members who ask for reduced motion.
 */
export function RevealCard({ revealed }: { revealed: RevealedKey | null }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // Mounted face down, then turned over, so every KEY gets its own flip.
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    if (!revealed) return undefined;
    const timer = setTimeout(() => setFlipped(true), 30);
    return () => clearTimeout(timer);
  }, [revealed]);
  return (
    <div
      css={css`
        position: relative;
        width: min(72vw, 280px);
        aspect-ratio: 3 / 4;
        perspective: 1000px;
        margin: 0 auto;
      `}
    >
      <RevealBurst key={revealed?.keyItemId ?? 'hidden'} play={Boolean(revealed && flipped)} />
      <div
        data-testid="reveal-card"
        data-revealed={revealed && flipped ? 'true' : 'false'}
        css={css`
          position: relative;
          width: 100%;
          height: 100%;
          transform-style: preserve-3d;
          transition: transform 0.8s cubic-bezier(0.2, 0.8, 0.2, 1);
          transform: rotateY(${revealed && flipped ? 180 : 0}deg);
          @media (prefers-reduced-motion: reduce) {
            transition: none;
          }
        `}
      >
        <div
          aria-hidden={revealed && flipped ? true : undefined}
          css={css`
            ${face};
            place-items: center;
            background: linear-gradient(135deg, ${theme.colors.gray900}, ${theme.colors.gray700});
            color: ${theme.colors.white};
            animation: ${glow} 2.4s ease-in-out infinite;
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
        >
          <span
            css={css`
              font-size: 64px;
              font-weight: 800;
              color: ${theme.colors.pink};
            `}
            aria-hidden="true"
          >
            ?
          </span>
          <span
            css={css`
              position: absolute;
              bottom: 16px;
              left: 0;
              right: 0;
              text-align: center;
              font-size: 14px;
            `}
          >
            {t('purchase.hiddenCard')}
          </span>
        </div>
        <div
          css={css`
            ${face};
            transform: rotateY(180deg);
            grid-template-rows: minmax(0, 1fr) auto;
            background: ${theme.colors.white};
            border: 2px solid ${theme.colors.pink};
          `}
        >
          {revealed && (
            <>
              <img
                src={revealed.key.imageUrl}
                alt={revealed.key.name[language]}
                css={css`
                  width: 100%;
                  height: 100%;
                  object-fit: cover;
                  background: ${theme.colors.gray100};
                `}
              />
              <div
                css={css`
                  padding: 10px 12px;
                  display: grid;
                  gap: 2px;
                `}
              >
                <strong
                  data-testid="revealed-key-name"
                  css={css`
                    font-size: 16px;
                  `}
                >
                  {revealed.key.name[language]}
                </strong>
                <span
                  css={css`
                    font-size: 13px;
                    color: ${theme.colors.gray600};
                  `}
                >
                  {t(`rarity.${revealed.key.rarity}`)} · {t('purchase.serial', { serial: revealed.serialNo })}
                </span>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
