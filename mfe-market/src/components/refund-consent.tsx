import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { choiceInputStyle, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';

/**
 * The refund-policy tick every KEY purchase needs (the api refuses without it: REFUND_POLICY_REQUIRED); `initially`
 * restores a tick given before a detour (identity verification).
 */
export function useRefundConsent(initially = false) {
  const [agreed, setAgreed] = useState(initially);
  const [missing, setMissing] = useState(false);
  return {
    agreed,
    /** True when ticked; otherwise shows the spec's message under the box. */
    confirm: () => {
      if (!agreed) setMissing(true);
      return agreed;
    },
    props: {
      agreed,
      missing,
      onChange: (checked: boolean) => {
        setAgreed(checked);
        if (checked) setMissing(false);
      },
    },
  };
}

interface RefundConsentProps {
  agreed: boolean;
  missing: boolean;
  onChange: (checked: boolean) => void;
  /** `buy` for the project's buy panel, `cart` for the cart: `<prefix>-agree-refund`, `<prefix>-consent-error`. */
  testIdPrefix: string;
}

export function RefundConsent({ agreed, missing, onChange, testIdPrefix }: RefundConsentProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const ids = { consent: useId(), error: useId() };
  return (
    <div>
      <label
        htmlFor={ids.consent}
        css={css`
          display: flex;
          gap: 8px;
          align-items: center;
          min-height: ${theme.layout.touchTarget}px;
          font-size: 14px;
          line-height: 1.5;
          cursor: pointer;
          ${choiceInputStyle};
        `}
      >
        <input
          id={ids.consent}
          type="checkbox"
          checked={agreed}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? ids.error : undefined}
          data-testid={`${testIdPrefix}-agree-refund`}
        />
        <span>{t('purchase.agreeRefund')}</span>
      </label>
      {missing && (
        <p
          id={ids.error}
          role="alert"
          css={css`
            margin: 6px 0 0 32px;
            color: ${theme.colors.red};
            font-size: 13px;
          `}
          data-testid={`${testIdPrefix}-consent-error`}
        >
          {errorMessage('REFUND_POLICY_REQUIRED', language)}
        </p>
      )}
    </div>
  );
}
