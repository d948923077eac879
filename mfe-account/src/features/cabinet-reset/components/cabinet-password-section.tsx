import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { requestResetMail } from '../api/cabinet-reset';
import { headingStyle, leadStyle, noticeStyle, sectionStyle } from '../../../components/form-styles';

/** Account settings: mails the member a one-hour link to reset the cabinet password (spec sections 4 and 9). */
export function CabinetPasswordSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const send = useMutation({ mutationFn: requestResetMail });
  const errorCode = send.error ? (send.error instanceof ApiError ? send.error.code : 'TEMPORARY_ERROR') : null;

  return (
    <section css={sectionStyle} aria-labelledby="cabinet-reset-title" data-testid="cabinet-reset-section">
      <h2 id="cabinet-reset-title" css={headingStyle}>
        {t('cabinetReset.section.title')}
      </h2>
      <p css={leadStyle}>{t('cabinetReset.section.lead')}</p>
      <div aria-live="polite">
        {send.data && !send.isPending ? (
          <p role="status" css={noticeStyle('success')} data-testid="cabinet-reset-sent">
            {t('cabinetReset.section.sent', { email: send.data.maskedEmail })}
          </p>
        ) : null}
        {errorCode && !send.isPending ? (
          <p role="alert" css={noticeStyle('error')} data-testid="cabinet-reset-error">
            {errorMessage(errorCode, language)}
          </p>
        ) : null}
      </div>
      <Button
        variant={send.data ? 'secondary' : 'primary'}
        fullWidth
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate()}
        data-testid="cabinet-reset-send"
      >
        {send.isPending ? t('cabinetReset.section.sending') : send.data ? t('cabinetReset.section.sendAgain') : t('cabinetReset.section.send')}
      </Button>
    </section>
  );
}
