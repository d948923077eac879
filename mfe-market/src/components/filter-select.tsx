import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const selectStyle = css`
  min-height: 40px;
  width: 100%;
  padding: 0 8px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: 8px;
  font: inherit;
  background: ${theme.colors.white};
`;

const labelStyle = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;
  color: ${theme.colors.gray600};
  min-width: 0;
`;

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The "all" choice (empty value), for filters. */
  allLabel?: string;
};

/** One labelled native select of a filter bar (keyboard usable). */
export function FilterSelect({ label, value, onChange, options, allLabel }: FilterSelectProps) {
  return (
    <label css={labelStyle}>
      {label}
      <select css={selectStyle} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
