import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { KeyDetail } from 'shared-contract';
import { Tabs, formatKst, formatNumber, tabPanelProps, theme, useLanguage, useLocalized, type TabItem } from 'shared-ui';
import { SaleStatusBadge } from '../../../components/badges';
import { Facts } from '../../../components/facts';
import { RarityBadge } from '../../../components/badges';
import { NAMESPACE } from '../../../namespace';
import { KeyActivities } from './key-activities';

export const KEY_TABS = ['details', 'properties', 'project', 'activities'] as const;
export type KeyTab = (typeof KEY_TABS)[number];

/** Spec section 2: the "key properties" tab exists but is hidden. */
export const keyTabItems = (label: (tab: KeyTab) => string): TabItem<KeyTab>[] => KEY_TABS.map((id) => ({ id, label: label(id), hidden: id === 'properties' }));

const PREFIX = 'key-tabs';

/** `priceHistory` (the market's sales of the design) opens the activities tab. */
export function KeyTabs({ item, priceHistory }: { item: KeyDetail; priceHistory?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const [params, setParams] = useSearchParams();
  const items = keyTabItems((tab) => t(`key.tabs.${tab}`));
  const requested = params.get('tab');
  const visible = items.filter((tab) => !tab.hidden);
  const selected = visible.find((tab) => tab.id === requested)?.id ?? 'details';

  const select = (tab: KeyTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  const panel = () => {
    switch (selected) {
      case 'project':
        return (
          <div
            css={css`
              display: flex;
              flex-direction: column;
              gap: 14px;
            `}
          >
            <h2
              css={css`
                margin: 0;
                font-size: 18px;
              `}
            >
              {localized(item.project.title)}
            </h2>
            <div>
              <SaleStatusBadge status={item.project.saleStatus} />
            </div>
            <p
              css={css`
                margin: 0;
                line-height: 1.7;
                white-space: pre-line;
              `}
            >
              {localized(item.project.description)}
            </p>
            <Facts
              rows={[
                { label: t('project.creator'), value: localized(item.project.creator) },
                {
                  label: t('project.salePeriod'),
                  value: `${formatKst(item.project.saleStartsAt, 'date', language)} ~ ${item.project.saleEndsAt ? formatKst(item.project.saleEndsAt, 'date', language) : t('project.noEnd')}`,
                },
              ]}
            />
            <Link
              to={`/project?id=${item.project.id}`}
              css={css`
                align-self: flex-start;
                display: inline-flex;
                align-items: center;
                min-height: 32px;
                color: ${theme.colors.pink};
                font-weight: 600;
              `}
            >
              {t('key.viewProject')}
            </Link>
          </div>
        );
      case 'activities':
        return (
          <>
            {priceHistory}
            <KeyActivities activities={item.activities} />
          </>
        );
      default:
        return (
          <div
            css={css`
              display: flex;
              flex-direction: column;
              gap: 14px;
            `}
          >
            <p
              css={css`
                margin: 0;
                line-height: 1.7;
                white-space: pre-line;
              `}
            >
              {localized(item.description)}
            </p>
            <Facts
              rows={[
                { label: t('key.rarity'), value: <RarityBadge rarity={item.rarity} /> },
                { label: t('key.project'), value: localized(item.projectTitle) },
                { label: t('key.supply'), value: formatNumber(item.supplyTotal, language) },
                { label: t('key.remaining'), value: formatNumber(item.supplyRemaining, language) },
                { label: t('key.releasedAt'), value: formatKst(item.releasedAt, 'date', language) },
              ]}
            />
          </div>
        );
    }
  };

  return (
    <div
      css={css`
        margin-top: 24px;
      `}
    >
      <Tabs aria-label={t('key.tabsLabel')} data-testid="key-tabs" idPrefix={PREFIX} items={items} value={selected} onChange={select} stretch />
      <div
        {...tabPanelProps(PREFIX, selected)}
        data-testid="key-tab-panel"
        css={css`
          padding: 20px 0;
          &:focus-visible {
            outline: 3px solid ${theme.colors.focus};
          }
        `}
      >
        {panel()}
      </div>
    </div>
  );
}
