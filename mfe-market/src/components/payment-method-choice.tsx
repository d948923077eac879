import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceInputStyle, theme } from 'shared-ui';
import { NAMESPACE } from '../namespace';

export type PaymentMethod = 'GOLD' | 'CARD';
const METHODS: readonly PaymentMethod[] = ['GOLD', 'CARD'];

/**
 * "Pay with": Gold or card, as radio buttons (arrow keys move between them). Used by the buy panel and the cart;
 * test ids are `<prefix>-method`, `<prefix>-method-gold`, `<prefix>-method-card`.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  testIdPrefix,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = useId();
  return (
    <fieldset
      css={css`
        border: 0;
        margin: 0;
        padding: 0;
        display: flex;
        gap: 16px;
        flex-wrap: wrap;
      `}
      data-testid={`${testIdPrefix}-method`}
    >
      <legend
        css={css`
          font-weight: 700;
          margin-bottom: 6px;
          padding: 0;
        `}
      >
        {t('purchase.payWith')}
      </legend>
      {METHODS.map((method) => (
        <label
          key={method}
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            min-height: ${theme.layout.touchTarget}px;
            cursor: pointer;
            font-size: 15px;
            ${choiceInputStyle};
          `}
        >
          <input
            type="radio"
            name={`${name}-method`}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            data-testid={`${testIdPrefix}-method-${method.toLowerCase()}`}
          />
          {method === 'GOLD' ? t('purchase.payGold') : t('purchase.payCard')}
        </label>
      ))}
    </fieldset>
  );
}
