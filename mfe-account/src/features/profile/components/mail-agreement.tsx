import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useUpdateInfo } from '../api/update-info';
import { errorTextStyle, successTextStyle } from '../../../components/card-styles';

const switchStyle = (on: boolean) => css`
  position: relative;
  flex: none;
  width: 52px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: 16px;
  cursor: pointer;
  background: ${on ? theme.colors.greenDark : theme.colors.gray300};
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${on ? 23 : 3}px;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${theme.colors.white};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: left 0.15s;
  }
  &:focus-visible { outline: 3px solid ${theme.colors.pink}; outline-offset: 2px; }
  &:disabled { cursor: progress; opacity: 0.7; }
  @media (prefers-reduced-motion: reduce) { transition: none; &::after { transition: none; } }
`;

/** The promotion mail agreement (spec section 3 `isAgreeMail`): a switch that saves at once with `PATCH /api/user/info`. */
export function MailAgreement({ agreed }: { agreed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const update = useUpdateInfo();
  const [result, setResult] = useState<{ ok: true } | { ok: false; code: string } | null>(null);

  const toggle = () => {
    setResult(null);
    update.mutate(
      { isAgreeMail: !agreed },
      {
        onSuccess: () => setResult({ ok: true }),
        onError: (error) => setResult({ ok: false, code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR' }),
      },
    );
  };

  return (
    <div>
      <h3 css={css`margin: 0 0 10px; font-size: 15px;`}>{t('profile.mail.title')}</h3>
      <div css={css`display: flex; align-items: center; justify-content: space-between; gap: 12px;`}>
        <span id="mail-agreement-label" css={css`font-size: 14px; color: ${theme.colors.gray700}; word-break: keep-all;`}>
          {t('profile.mail.label')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={agreed}
          aria-labelledby="mail-agreement-label"
          disabled={update.isPending}
          onClick={toggle}
          css={switchStyle(agreed)}
          data-testid="mail-agreement"
        />
      </div>
      <p css={css`margin: 6px 0 0; font-size: 13px; color: ${theme.colors.gray500};`} data-testid="mail-agreement-state">
        {agreed ? t('profile.mail.on') : t('profile.mail.off')}
      </p>
      <div aria-live="polite">
        {result?.ok ? <p css={successTextStyle}>{t('profile.mail.saved')}</p> : null}
        {result && !result.ok ? (
          <p role="alert" css={errorTextStyle}>
            {errorMessage(result.code, language)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
