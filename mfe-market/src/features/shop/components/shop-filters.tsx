import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { RARITIES, SHOP_SORTS, type Collection } from 'shared-contract';
import { Button, mq, theme, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import type { ShopFilters } from '../api/get-shop';

const selectStyle = css`
  min-height: 40px;
  width: 100%;
  padding: 0 8px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: 8px;
  font: inherit;
  background: ${theme.colors.white};
`;

const labelStyle = css`display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: ${theme.colors.gray600}; min-width: 0;`;

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
        ${mq.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)) auto; gap: 12px; }
      `}
    >
      <label css={labelStyle}>
        {t('shop.sort')}
        <select css={selectStyle} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          {SHOP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`shop.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label css={labelStyle}>
        {t('shop.webtoon')}
        <select css={selectStyle} value={filters.webtoonId ?? ''} onChange={(event) => onChange({ webtoon: event.target.value })}>
          <option value="">{t('shop.all')}</option>
          {webtoons.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {localized(collection.name)}
            </option>
          ))}
        </select>
      </label>
      <label css={labelStyle}>
        {t('shop.theme')}
        <select css={selectStyle} value={filters.themeId ?? ''} onChange={(event) => onChange({ theme: event.target.value })}>
          <option value="">{t('shop.all')}</option>
          {themes.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {localized(collection.name)}
            </option>
          ))}
        </select>
      </label>
      <label css={labelStyle}>
        {t('shop.rarity')}
        <select css={selectStyle} value={filters.rarity ?? ''} onChange={(event) => onChange({ rarity: event.target.value })}>
          <option value="">{t('shop.all')}</option>
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {t(`rarity.${rarity}`)}
            </option>
          ))}
        </select>
      </label>
      {filtered ? (
        <Button variant="secondary" onClick={onReset}>
          {t('shop.reset')}
        </Button>
      ) : null}
    </div>
  );
}
