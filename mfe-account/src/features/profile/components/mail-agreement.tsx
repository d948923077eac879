import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Switch, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useUpdateInfo } from '../api/update-info';
import { errorTextStyle, successTextStyle } from '../../../components/card-styles';

/** The promotion mail agreement (spec section 3 `isAgreeMail`): a switch that saves at once with `PATCH /api/user/info`. */
export function MailAgreement({ agreed }: { agreed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const update = useUpdateInfo();
  const [result, setResult] = useState<{ ok: true } | { ok: false; code: string } | null>(null);

  const toggle = (next: boolean) => {
    setResult(null);
    update.mutate(
      { isAgreeMail: next },
      {
        onSuccess: () => setResult({ ok: true }),
        onError: (error) => setResult({ ok: false, code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR' }),
      },
    );
  };

  return (
    <div>
      <h3
        css={css`
          margin: 0 0 10px;
          font-size: 15px;
        `}
      >
        {t('profile.mail.title')}
      </h3>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
        `}
      >
        <span
          id="mail-agreement-label"
          css={css`
            font-size: 14px;
            color: ${theme.colors.gray700};
            word-break: keep-all;
          `}
        >
          {t('profile.mail.label')}
        </span>
        <Switch checked={agreed} onChange={toggle} labelledBy="mail-agreement-label" busy={update.isPending} data-testid="mail-agreement" />
      </div>
      <p
        css={css`
          margin: 6px 0 0;
          font-size: 13px;
          color: ${theme.colors.gray500};
        `}
        data-testid="mail-agreement-state"
      >
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
