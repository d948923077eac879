import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Watch } from 'shared-contract';
import { Button, mq, panelStyle, theme, useLocalized } from 'shared-ui';
import { RarityBadge } from '../../../components/badges';
import { NAMESPACE } from '../../../namespace';
import { PriceFigures } from '../../../components/price-figures';
import { WatchActions } from './watch-actions';

/** Where a watch's design or project is, and its market filtered on it. */
export const watchPaths = (watch: Watch) =>
  watch.target.kind === 'design'
    ? { page: `/key/details?id=${watch.target.keyDesignId}`, market: `/shop?tab=market&key=${watch.target.keyDesignId}` }
    : { page: `/project?id=${watch.target.projectId}`, market: `/shop?tab=market&project=${watch.target.projectId}` };

const nameLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: 17px;
  font-weight: 700;
  color: ${theme.colors.gray900};
  overflow-wrap: anywhere;
  ${mq.desktop} {
    min-height: 32px;
  }
`;

/** One watch on the watchlist: what it is (linking to its page), the market now, its market link, edit price, remove. */
export function WatchRow({ watch, onMessage }: { watch: Watch; onMessage: (message: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const name = localized(watch.target.name);
  const paths = watchPaths(watch);
  return (
    <li
      css={[
        panelStyle,
        css`
          list-style: none;
        `,
      ]}
      data-testid="watch-row"
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px;
        `}
      >
        <span
          css={css`
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
        >
          {watch.target.kind === 'design' ? t('watchlist.design') : t('watchlist.project')}
        </span>
        {watch.target.kind === 'design' && <RarityBadge rarity={watch.target.rarity} />}
      </div>
      <h2
        css={css`
          margin: 0;
          font-size: inherit;
        `}
      >
        <Link to={paths.page} css={nameLinkStyle} data-testid="watch-name">
          {name}
        </Link>
      </h2>
      <PriceFigures prices={watch.market} />
      <div>
        <Button variant="secondary" size="sm" to={paths.market} aria-label={t('watchlist.toMarketLabel', { name })} data-testid="watch-market-link">
          {t('watchlist.toMarket')}
        </Button>
      </div>
      <WatchActions watch={watch} name={name} onMessage={onMessage} />
    </li>
  );
}
