import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, PageContainer, mq, theme } from 'shared-ui';
import { NAMESPACE } from '../namespace';

const FEATURES = ['key', 'reveal', 'cabinet', 'transfer', 'market'] as const;
/**
 * The spec's roadmap, with the month each entry was reached (`null`: still ahead). An entry whose month has begun (in
 * Korea time) is shown as done, so the list reads as history as time passes.
 */
const ROADMAP = [
  { entry: 'preRegistration', reached: '2023-06' },
  { entry: 'launch', reached: '2023-06' },
  { entry: 'updates', reached: '2024-01' },
  { entry: 'more', reached: null },
] as const;

/** This month in Korea time, `yyyy-MM`. */
const currentKstMonth = (now: Date) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);

export default function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  const thisMonth = currentKstMonth(new Date());
  return (
    <PageContainer title={t('about.title')} subtitle={t('about.subtitle')}>
      <p
        css={css`
          margin: 0;
          max-width: 720px;
          line-height: 1.8;
          color: ${theme.colors.gray800};
        `}
      >
        {t('about.intro')}
      </p>

      <section
        aria-labelledby="about-features"
        css={css`
          margin-top: 32px;
        `}
      >
        <h2
          id="about-features"
          css={css`
            font-size: 20px;
            margin: 0 0 12px;
          `}
        >
          {t('about.featuresTitle')}
        </h2>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 12px;
            ${mq.desktop} {
              grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
            }
          `}
        >
          {FEATURES.map((feature) => (
            <li
              key={feature}
              css={css`
                padding: 16px;
                border-radius: ${theme.radius.md}px;
                background: ${theme.colors.gray50};
              `}
            >
              <h3
                css={css`
                  margin: 0 0 6px;
                  font-size: 16px;
                  color: ${theme.colors.pink};
                `}
              >
                {t(`about.features.${feature}.title`)}
              </h3>
              <p
                css={css`
                  margin: 0;
                  font-size: 14px;
                  line-height: 1.6;
                  color: ${theme.colors.gray700};
                `}
              >
                {t(`about.features.${feature}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-roadmap"
        css={css`
          margin-top: 32px;
        `}
      >
        <h2
          id="about-roadmap"
          css={css`
            font-size: 20px;
            margin: 0 0 16px;
          `}
        >
          {t('about.roadmapTitle')}
        </h2>
        <ol
          data-testid="roadmap"
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
          `}
        >
          {ROADMAP.map(({ entry, reached }) => {
            const done = reached !== null && reached <= thisMonth;
            return (
              <li
                key={entry}
                data-testid="roadmap-entry"
                data-done={done}
                css={css`
                  position: relative;
                  padding: 0 0 24px 32px;
                  &::before {
                    content: '';
                    position: absolute;
                    left: 6px;
                    top: 6px;
                    width: 12px;
                    height: 12px;
                    border-radius: 50%;
                    background: ${done ? theme.colors.pink : theme.colors.white};
                    border: 2px solid ${theme.colors.pink};
                    box-sizing: border-box;
                  }
                  &:not(:last-of-type)::after {
                    content: '';
                    position: absolute;
                    left: 11px;
                    top: 22px;
                    bottom: 2px;
                    width: 2px;
                    background: ${theme.colors.pinkSoft};
                  }
                `}
              >
                <span
                  css={css`
                    display: flex;
                    flex-wrap: wrap;
                    gap: 8px;
                    align-items: center;
                    font-size: 13px;
                    font-weight: 700;
                    color: ${theme.colors.pink};
                  `}
                >
                  {reached ? <time dateTime={reached}>{t(`about.roadmap.${entry}.when`)}</time> : <span>{t(`about.roadmap.${entry}.when`)}</span>}
                  <span
                    data-testid="roadmap-state"
                    css={css`
                      padding: 1px 8px;
                      border-radius: 999px;
                      font-size: 12px;
                      ${done ? `background: ${theme.colors.pinkSoft}; color: ${theme.colors.pink};` : `background: ${theme.colors.gray100}; color: ${theme.colors.gray700};`}
                    `}
                  >
                    {done ? t('about.roadmapDone') : t('about.roadmapAhead')}
                  </span>
                </span>
                <h3
                  css={css`
                    margin: 2px 0 4px;
                    font-size: 16px;
                  `}
                >
                  {t(`about.roadmap.${entry}.title`)}
                </h3>
                <p
                  css={css`
                    margin: 0;
                    font-size: 14px;
                    color: ${theme.colors.gray600};
                  `}
                >
                  {t(`about.roadmap.${entry}.text`)}
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <div
        css={css`
          margin-top: 16px;
        `}
      >
        <Button to="/main">{t('about.browse')}</Button>
      </div>
    </PageContainer>
  );
}
