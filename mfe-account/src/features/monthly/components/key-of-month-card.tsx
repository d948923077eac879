import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { MONTHLY_DISTRIBUTION_DAYS, type MonthlyKey } from 'shared-contract';
import { formatGold, formatKstLastDay, mq, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { bodyTextStyle, factsStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';

/** What completing the missions earns: the KEY of the Month (art, name, rarity, project, supply) and when it comes. */
export function KeyOfMonthCard({ monthKey, distributeBy }: { monthKey: MonthlyKey; distributeBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const name = localized(monthKey.name);
  return (
    <section aria-labelledby="monthly-key-title" css={sectionStyle} data-testid="monthly-key">
      <h2 id="monthly-key-title" css={sectionTitleStyle}>
        {t('monthly.key.title')}
      </h2>
      <div
        css={css`
          display: grid;
          gap: 16px;
          justify-items: center;
          ${mq.desktop} {
            grid-template-columns: 200px minmax(0, 1fr);
            justify-items: stretch;
            align-items: start;
          }
        `}
      >
        <img
          src={monthKey.imageUrl}
          alt={t('monthly.key.imageAlt', { name })}
          width={200}
          height={280}
          draggable={false}
          css={css`
            display: block;
            width: 200px;
            max-width: 100%;
            height: auto;
            aspect-ratio: 5 / 7;
            object-fit: cover;
            border-radius: ${theme.radius.md}px;
            background: ${theme.colors.gray100};
          `}
        />
        <div
          css={css`
            display: grid;
            gap: 10px;
            min-width: 0;
            width: 100%;
          `}
        >
          <h3
            css={css`
              margin: 0;
              font-size: 20px;
              color: ${theme.colors.gray900};
              overflow-wrap: anywhere;
            `}
            data-testid="monthly-key-name"
          >
            {name}
          </h3>
          <p css={bodyTextStyle}>{localized(monthKey.description)}</p>
          <dl css={factsStyle}>
            <dt>{t('monthly.key.project')}</dt>
            <dd>{localized(monthKey.projectTitle)}</dd>
            <dt>{t('monthly.key.rarity')}</dt>
            <dd>{t(`monthly.key.rarities.${monthKey.rarity}`)}</dd>
            <dt>{t('monthly.key.supply')}</dt>
            <dd data-testid="monthly-key-supply">
              {t('monthly.key.supplyValue', { total: formatGold(monthKey.supplyTotal, language), remaining: formatGold(monthKey.supplyRemaining, language) })}
            </dd>
          </dl>
          <p css={bodyTextStyle}>{t('monthly.key.reward')}</p>
          <p css={bodyTextStyle} data-testid="monthly-key-distribution">
            {t('monthly.key.distribution', { days: MONTHLY_DISTRIBUTION_DAYS, date: formatKstLastDay(distributeBy, language) })}
          </p>
        </div>
      </div>
    </section>
  );
}
