import { css } from '@emotion/react';
import { Button, theme } from 'shared-ui';

interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (quantity: number) => void;
  testId: string;
}

/** − [n] +, keyboard usable (the input takes digits and arrow keys), kept within 1..max. */
export function QuantityStepper({ value, max, label, decreaseLabel, increaseLabel, onChange, testId }: QuantityStepperProps) {
  const clamp = (quantity: number) => Math.min(Math.max(max, 1), Math.max(1, quantity));
  return (
    <div
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 6px;
      `}
      data-testid={testId}
    >
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={decreaseLabel}
        disabled={value <= 1}
        onClick={() => onChange(clamp(value - 1))}
        css={touch}
      >
        −
      </Button>
      <input
        aria-label={label}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => {
          const parsed = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(parsed) && clamp(parsed) !== value) onChange(clamp(parsed));
        }}
        css={css`
          width: 52px;
          height: ${theme.layout.touchTarget}px;
          box-sizing: border-box;
          padding: 4px;
          font-size: 16px;
          text-align: center;
          border: 1px solid ${theme.colors.gray300};
          border-radius: ${theme.radius.sm}px;
        `}
        data-testid={`${testId}-input`}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
        css={touch}
      >
        +
      </Button>
    </div>
  );
}

const touch = css`
  min-width: ${theme.layout.touchTarget}px;
  height: ${theme.layout.touchTarget}px;
  font-size: 18px;
`;
