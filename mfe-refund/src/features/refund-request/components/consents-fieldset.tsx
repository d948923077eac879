import { css } from '@emotion/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { checkboxRowStyle, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import type { RefundFormValues } from '../utils/form-values';
import { errorStyle } from './styles';

const CONSENTS = [
  { field: 'agreeCopyright', key: 'copyright' },
  { field: 'agreePrivacy', key: 'privacy' },
  { field: 'agreeDelegation', key: 'delegation' },
] as const;

/** A consent's row: the shared checkbox row, its text from the top (it wraps) and a little apart from the next. */
const rowStyle = css`
  ${checkboxRowStyle};
  align-items: flex-start;
  padding: 10px 0;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

/** The three required consents (copyright respect, personal data collection, delegation), each with its short text. */
export function ConsentsFieldset({ register, errors }: { register: UseFormRegister<RefundFormValues>; errors: FieldErrors<RefundFormValues> }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <fieldset
      css={css`
        margin: 0;
        padding: 12px 16px;
        border: 1px solid ${theme.colors.gray300};
        border-radius: ${theme.radius.md}px;
        background: ${theme.colors.gray50};
      `}
    >
      <legend
        css={css`
          padding: 0 6px;
          font-size: 15px;
          font-weight: 700;
          color: ${theme.colors.gray900};
        `}
      >
        {t('refund.form.consents.legend')}
      </legend>
      {CONSENTS.map(({ field, key }) => {
        const error = errors[field]?.message;
        const id = `refund-${field}`;
        return (
          <div
            key={field}
            css={css`
              border-bottom: 1px solid ${theme.colors.gray200};
              &:last-of-type {
                border-bottom: 0;
              }
            `}
          >
            <label htmlFor={id} css={rowStyle}>
              <input
                id={id}
                type="checkbox"
                {...register(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error ? `${id}-error` : null, `${id}-text`].filter(Boolean).join(' ')}
                aria-required
              />
              <span>{t(`refund.form.consents.${key}`)}</span>
            </label>
            <p
              id={`${id}-text`}
              css={css`
                margin: -4px 0 10px 34px;
                font-size: 13px;
                line-height: 1.5;
                color: ${theme.colors.gray700};
                word-break: keep-all;
              `}
            >
              {t(`refund.form.consents.${key}Text`)}
            </p>
            {error ? (
              <p
                id={`${id}-error`}
                css={[
                  errorStyle,
                  css`
                    margin: -4px 0 10px 34px;
                  `,
                ]}
                data-testid={`${id}-error`}
              >
                {errorMessage(error, language)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
