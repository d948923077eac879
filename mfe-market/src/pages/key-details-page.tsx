import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { KeyDetail } from 'shared-contract';
import { useSessionStore } from 'shared-session';
import { formatNumber, mq, theme, useLanguage, useLocalized } from 'shared-ui';
import { ArtImage } from '../components/art-image';
import { RarityBadge } from '../components/badges';
import { EntityPage, EntitySkeleton } from '../components/entity-page';
import { SupplyBar } from '../components/supply-bar';
import { useKeyDetails } from '../features/key/api/get-key-details';
import { KeyTabs } from '../features/key/components/key-tabs';
import { OtherKeys } from '../features/key/components/other-keys';
import { LikeButton } from '../features/likes/components/like-button';
import { MarketListings } from '../features/market/components/market-listings';
import { OwnerPanel } from '../features/market/components/owner-panel';
import { PriceHistory } from '../features/market/components/price-history';
import { PricePanel } from '../features/market/price/price-panel';
import { WatchEntry } from '../features/watchlist/components/watch-entry';
import { useIdParam } from '../hooks/use-id-param';
import { NAMESPACE } from '../namespace';

/** Offers are for members: their code (and the form's zod rule) loads only for a signed-in member, never for browsing. */
const KeyOffers = lazy(() => import('../features/offers/components/key-offers').then((module) => ({ default: module.KeyOffers })));

export default function KeyDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = useIdParam();
  const query = useKeyDetails(id);

  return (
    <EntityPage
      id={id}
      query={query}
      notFound={{ title: t('key.notFoundTitle'), text: t('key.notFoundText') }}
      skeleton={<EntitySkeleton art="key" maxWidth={360} />}
    >
      {(data) => <KeyDetails data={data} />}
    </EntityPage>
  );
}

function KeyDetails({ data }: { data: KeyDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const localized = useLocalized();
  const language = useLanguage();
  const name = localized(data.name);
  return (
    <>
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr);
          gap: 20px;
          ${mq.desktop} {
            grid-template-columns: minmax(0, 360px) 1fr;
            gap: 40px;
          }
        `}
      >
        <div
          css={css`
            max-width: 360px;
            width: 100%;
            margin: 0 auto;
          `}
        >
          <ArtImage src={data.imageUrl} alt={name} kind="key" eager />
        </div>
        <div
          css={css`
            min-width: 0;
          `}
        >
          <div
            css={css`
              display: flex;
              flex-direction: column;
              gap: 10px;
              align-items: flex-start;
            `}
          >
            <RarityBadge rarity={data.rarity} />
            <h1
              css={css`
                margin: 0;
                font-size: 24px;
                line-height: 1.3;
                ${mq.desktop} {
                  font-size: 30px;
                }
              `}
            >
              {name}
            </h1>
            <Link
              to={`/project?id=${data.projectId}`}
              css={css`
                display: inline-flex;
                align-items: center;
                min-height: 32px;
                color: ${theme.colors.gray600};
              `}
            >
              {localized(data.projectTitle)}
            </Link>
            <LikeButton target={{ targetType: 'KEY', targetId: data.id }} />
            <div
              css={css`
                width: 100%;
                max-width: 320px;
                display: flex;
                flex-direction: column;
                gap: 6px;
                font-size: 13px;
                color: ${theme.colors.gray600};
              `}
            >
              <span>
                {t('key.remaining')} {formatNumber(data.supplyRemaining, language)} / {formatNumber(data.supplyTotal, language)}
              </span>
              <SupplyBar remaining={data.supplyRemaining} total={data.supplyTotal} label={t('key.remaining')} />
            </div>
          </div>
          <OwnerPanel designId={data.id} />
          <MarketListings designId={data.id} />
          <PricePanel scope={{ keyDesignId: data.id }} marketLink={`/shop?tab=market&key=${data.id}`} />
          <WatchEntry scope={{ keyDesignId: data.id }} name={name} />
          {signedIn && (
            <Suspense fallback={null}>
              <KeyOffers designId={data.id} />
            </Suspense>
          )}
          <KeyTabs item={data} priceHistory={<PriceHistory designId={data.id} />} />
        </div>
      </div>
      <OtherKeys projectId={data.projectId} keyId={data.id} />
    </>
  );
}
