import { css } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_SORTS, marketFiltersInOrder, RARITIES, type MarketFacets, type MarketFilters, type MarketSort } from 'shared-contract';
import { Button, fieldLabelStyle, mq, textInputStyle, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { alertStyle } from '../../../components/panel-styles';
import { wholeNumberFrom, type MarketFilterChange } from './market-filter-params';

type Option = { value: string; label: string };

/** A labelled native select, 48 px high (keyboard and touch friendly). */
function FacetSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: Option[];
  allLabel?: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div
      css={css`
        min-width: 0;
      `}
    >
      <label htmlFor={id} css={fieldLabelStyle}>
        {label}
      </label>
      <select id={id} css={textInputStyle} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Range = { min: string; max: string };
const rangeText = (min: number | undefined, max: number | undefined): Range => ({
  min: min === undefined ? '' : String(min),
  max: max === undefined ? '' : String(max),
});
/** A typed bound: '' is none, otherwise plain digits (undefined marks it invalid). */
const boundOf = (raw: string): number | null | undefined => (raw.trim() === '' ? null : wholeNumberFrom(raw.trim()));

/** Two number inputs (minimum and maximum) of one range, in a fieldset. */
function RangeFields({ legend, range, onChange, name }: { legend: string; range: Range; onChange: (range: Range) => void; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const input = (side: 'min' | 'max') => (
    <input
      css={textInputStyle}
      inputMode="numeric"
      autoComplete="off"
      aria-label={t(side === 'min' ? 'prices.filters.minOf' : 'prices.filters.maxOf', { label: legend })}
      placeholder={t(`prices.filters.${side}`)}
      value={range[side]}
      onChange={(event) => onChange({ ...range, [side]: event.target.value })}
      data-testid={`market-filter-${name}-${side}`}
    />
  );
  return (
    <fieldset
      css={css`
        margin: 0;
        padding: 0;
        border: 0;
        min-width: 0;
      `}
    >
      <legend
        css={[
          fieldLabelStyle,
          css`
            padding: 0;
          `,
        ]}
      >
        {legend}
      </legend>
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr auto 1fr;
          gap: 6px;
          align-items: center;
        `}
      >
        {input('min')}
        <span aria-hidden="true">~</span>
        {input('max')}
      </div>
    </fieldset>
  );
}

type MarketFiltersBarProps = {
  filters: MarketFilters;
  sort: MarketSort;
  /** The counts per choice (the previous ones while the next load). */
  facets: MarketFacets | undefined;
  onChange: (change: MarketFilterChange) => void;
  onReset: () => void;
};

/**
 * The market's filters: project, KEY design and rarity with how many listings each choice has, price and serial
 * ranges (applied together), and the order. Every change goes to the URL, so a filtered market is a link and Back
 * undoes a change.
 */
export function MarketFiltersBar({ filters, sort, facets, onChange, onReset }: MarketFiltersBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const errorId = useId();
  const [price, setPrice] = useState(() => rangeText(filters.minPrice, filters.maxPrice));
  const [serial, setSerial] = useState(() => rangeText(filters.minSerial, filters.maxSerial));
  const [error, setError] = useState<string | null>(null);
  // The URL is the truth: Back (or a link) brings its ranges into the inputs.
  useEffect(() => setPrice(rangeText(filters.minPrice, filters.maxPrice)), [filters.minPrice, filters.maxPrice]);
  useEffect(() => setSerial(rangeText(filters.minSerial, filters.maxSerial)), [filters.minSerial, filters.maxSerial]);
  const counted = (label: string, count: number) => t('prices.filters.option', { label, count });

  const projects: Option[] = (facets?.projects ?? []).map((project) => ({
    value: String(project.id),
    label: counted(localized(project.title), project.count),
  }));
  if (filters.projectId !== undefined && !projects.some((option) => option.value === String(filters.projectId)))
    projects.push({ value: String(filters.projectId), label: counted(t('prices.filters.thisProject'), 0) });
  const projectTitle = new Map((facets?.projects ?? []).map((project) => [project.id, localized(project.title)]));
  const designs: Option[] = (facets?.designs ?? []).map((design) => {
    const name = localized(design.name);
    const withProject = filters.projectId === undefined ? `${name} · ${projectTitle.get(design.projectId) ?? ''}` : name;
    return { value: String(design.id), label: counted(withProject, design.count) };
  });
  if (filters.keyDesignId !== undefined && !designs.some((option) => option.value === String(filters.keyDesignId)))
    designs.push({ value: String(filters.keyDesignId), label: counted(t('prices.filters.thisKey'), 0) });
  const rarityCount = new Map((facets?.rarities ?? []).map((facet) => [facet.rarity, facet.count]));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const bounds = [price.min, price.max, serial.min, serial.max].map(boundOf);
    if (bounds.some((bound) => bound === undefined)) return setError(t('prices.filters.invalidNumber'));
    const [minPrice, maxPrice, minSerial, maxSerial] = bounds.map((bound) => bound ?? undefined);
    const ranges = { minPrice, maxPrice, minSerial, maxSerial };
    if (!marketFiltersInOrder(ranges)) return setError(t('prices.filters.rangeOrder'));
    setError(null);
    onChange(ranges);
  };

  return (
    <div
      role="group"
      aria-label={t('prices.filters.title')}
      css={css`
        display: grid;
        gap: 12px;
      `}
      data-testid="market-filters"
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: 8px;
          ${mq.desktop} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
            gap: 12px;
          }
        `}
      >
        <FacetSelect
          label={t('prices.filters.project')}
          value={String(filters.projectId ?? '')}
          allLabel={t('prices.filters.all')}
          options={projects}
          // A KEY design belongs to one project: choosing a project starts its designs afresh.
          onChange={(value) => onChange({ projectId: value, keyDesignId: undefined })}
          testId="market-filter-project"
        />
        <FacetSelect
          label={t('prices.filters.key')}
          value={String(filters.keyDesignId ?? '')}
          allLabel={t('prices.filters.all')}
          options={designs}
          onChange={(value) => onChange({ keyDesignId: value })}
          testId="market-filter-key"
        />
        <FacetSelect
          label={t('prices.filters.rarity')}
          value={filters.rarity ?? ''}
          allLabel={t('prices.filters.all')}
          options={RARITIES.map((rarity) => ({ value: rarity, label: counted(t(`rarity.${rarity}`), rarityCount.get(rarity) ?? 0) }))}
          onChange={(value) => onChange({ rarity: value })}
          testId="market-filter-rarity"
        />
        <FacetSelect
          label={t('market.browse.sort')}
          value={sort}
          options={MARKET_SORTS.map((value) => ({ value, label: t(`market.browse.sorts.${value}`) }))}
          onChange={(value) => onChange({ sort: MARKET_SORTS.find((candidate) => candidate === value) ?? 'newest' })}
          testId="market-filter-sort"
        />
      </div>
      <form
        onSubmit={apply}
        noValidate
        aria-describedby={error ? errorId : undefined}
        css={css`
          display: grid;
          gap: 8px;
          ${mq.desktop} {
            grid-template-columns: 1fr 1fr auto;
            gap: 12px;
            align-items: end;
          }
        `}
      >
        <RangeFields legend={t('prices.filters.price')} range={price} onChange={setPrice} name="price" />
        <RangeFields legend={t('prices.filters.serial')} range={serial} onChange={setSerial} name="serial" />
        <div
          css={css`
            display: flex;
            gap: 8px;
            flex-wrap: wrap;
          `}
        >
          <Button type="submit" variant="secondary" data-testid="market-filter-apply">
            {t('prices.filters.apply')}
          </Button>
          <Button variant="ghost" onClick={onReset} data-testid="market-filter-reset">
            {t('prices.filters.reset')}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" css={alertStyle} data-testid="market-filter-error">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
