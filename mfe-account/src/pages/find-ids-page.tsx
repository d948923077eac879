import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isErrorCode } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, formatKst, PageContainer, Skeleton, useLanguage } from 'shared-ui';
import { findAccounts } from '../features/verification/api/verification';
import { leadStyle, listStyle, mutedStyle, noticeStyle, rowStyle } from '../features/verification/components/styles';
import { useStartVerification } from '../features/verification/hooks/use-start-verification';
import { verificationStorage } from '../features/verification/utils/verification-storage';
import { NAMESPACE } from '../namespace';

const codeOf = (error: unknown) => (error instanceof ApiError && isErrorCode(error.code) ? error.code : 'TEMPORARY_ERROR');

/** `/user/findIds`: verify identity (purpose find), then the accounts of that person with masked e-mails. */
export default function FindIdsPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [verified, setVerified] = useState(() => verificationStorage.find());
  const start = useStartVerification('find', '/user/findIds');
  const starting = start.isPending || start.isSuccess;
  const accounts = useQuery({
    queryKey: ['account', 'find-ids', verified?.requestId],
    queryFn: () => (verified ? findAccounts(verified.requestId, verified.di) : Promise.resolve([])),
    enabled: verified !== null,
    retry: false,
    staleTime: Infinity,
  });

  const searchAgain = () => {
    verificationStorage.clearFind();
    setVerified(null);
  };
  const providerName = (provider: string) => t(`login.providerNames.${provider}`, { defaultValue: provider });

  const startButton = (
    <Button fullWidth size="lg" disabled={starting} aria-busy={starting || undefined} onClick={() => start.mutate()} data-testid="find-ids-verify">
      {starting ? t('verification.findIds.starting') : t('verification.findIds.verify')}
    </Button>
  );

  let body;
  if (!verified) {
    body = (
      <>
        <p css={leadStyle}>{t('verification.findIds.lead')}</p>
        <p css={[leadStyle, mutedStyle]}>{t('verification.findIds.note')}</p>
        {start.error && !starting ? (
          <p role="alert" css={noticeStyle('error')} data-testid="find-ids-error">
            {errorMessage(codeOf(start.error), language)}
          </p>
        ) : null}
        {startButton}
      </>
    );
  } else if (accounts.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('verification.findIds.loading')} css={{ display: 'grid', gap: 8 }}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  } else if (accounts.isError) {
    const code = codeOf(accounts.error);
    body = (
      <>
        <p role="alert" css={noticeStyle(code === 'NO_MATCHING_ACCOUNT' ? 'info' : 'error')} data-testid="find-ids-error">
          {errorMessage(code, language)}
        </p>
        {code === 'TEMPORARY_ERROR' || code === 'CONNECTION_FAILED' ? (
          <Button fullWidth size="lg" variant="secondary" onClick={() => void accounts.refetch()}>
            {t('verification.callback.tryAgain')}
          </Button>
        ) : null}
        {code === 'NO_MATCHING_ACCOUNT' ? (
          <Button to="/user/login" fullWidth size="lg" data-testid="find-ids-sign-in">
            {t('verification.findIds.signIn')}
          </Button>
        ) : null}
        <Button fullWidth size="lg" variant="secondary" onClick={searchAgain} data-testid="find-ids-again">
          {t('verification.findIds.searchAgain')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p role="status" css={noticeStyle('success')}>
          {t('verification.findIds.found')}
        </p>
        <ul css={listStyle} data-testid="find-ids-accounts">
          {accounts.data.map((account) => (
            <li key={`${account.provider}-${account.createdAt}-${account.maskedEmail ?? ''}`} css={rowStyle} data-testid="find-ids-account">
              <span>
                <strong>{providerName(account.provider)}</strong> ·{' '}
                <span data-testid="find-ids-email">{account.maskedEmail ?? t('verification.findIds.noEmail')}</span>
              </span>
              <span css={mutedStyle}>{t('verification.findIds.joined', { date: formatKst(account.createdAt, 'date', language) })}</span>
            </li>
          ))}
        </ul>
        <Button to="/user/login" fullWidth size="lg" data-testid="find-ids-sign-in">
          {t('verification.findIds.signIn')}
        </Button>
        <Button fullWidth size="lg" variant="secondary" onClick={searchAgain} data-testid="find-ids-again">
          {t('verification.findIds.searchAgain')}
        </Button>
      </>
    );
  }

  return (
    <PageContainer title={t('pages.findIds')} width="narrow">
      <div css={{ display: 'grid', gap: 16 }} aria-live="polite">
        {body}
      </div>
    </PageContainer>
  );
}
