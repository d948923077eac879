import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { RARITIES, SHOP_SORTS, type Collection } from 'shared-contract';
import { Button, mq, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { FilterSelect } from '../../../components/filter-select';
import type { ShopFilters } from '../api/get-shop';

type Props = {
  filters: ShopFilters;
  webtoons: Collection[];
  themes: Collection[];
  onChange: (next: Partial<Record<'sort' | 'webtoon' | 'theme' | 'rarity', string>>) => void;
  onReset: () => void;
};

/** Sort and filters as native selects (keyboard usable); every change goes to the URL. */
export function ShopFiltersBar({ filters, webtoons, themes, onChange, onReset }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const filtered = filters.webtoonId !== undefined || filters.themeId !== undefined || filters.rarity !== undefined;
  return (
    <div
      role="group"
      aria-label={t('shop.filters')}
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 8px;
        margin-bottom: 16px;
        align-items: end;
        ${mq.desktop} {
          grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
          gap: 12px;
        }
      `}
    >
      <FilterSelect
        label={t('shop.sort')}
        value={filters.sort}
        onChange={(value) => onChange({ sort: value })}
        options={SHOP_SORTS.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }))}
      />
      <FilterSelect
        label={t('shop.webtoon')}
        value={String(filters.webtoonId ?? '')}
        onChange={(value) => onChange({ webtoon: value })}
        allLabel={t('shop.all')}
        options={webtoons.map((collection) => ({ value: String(collection.id), label: localized(collection.name) }))}
      />
      <FilterSelect
        label={t('shop.theme')}
        value={String(filters.themeId ?? '')}
        onChange={(value) => onChange({ theme: value })}
        allLabel={t('shop.all')}
        options={themes.map((collection) => ({ value: String(collection.id), label: localized(collection.name) }))}
      />
      <FilterSelect
        label={t('shop.rarity')}
        value={filters.rarity ?? ''}
        onChange={(value) => onChange({ rarity: value })}
        allLabel={t('shop.all')}
        options={RARITIES.map((rarity) => ({ value: rarity, label: t(`rarity.${rarity}`) }))}
      />
      {filtered ? (
        <Button variant="secondary" onClick={onReset}>
          {t('shop.reset')}
        </Button>
      ) : null}
    </div>
  );
}
