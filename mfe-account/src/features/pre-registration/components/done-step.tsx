import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type PreBookGrant, type PreBookStatus } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, ErrorState, noticeStyle, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useClaimPreBookReward } from '../api/claim-pre-book-reward';
import { usePreBookCheck } from '../api/get-pre-book-check';
import { eventDates } from './dates';
import { actionsStyle, bodyTextStyle } from './styles';
import { signInPath, stepPath } from './step-path';

const ENTRY_STEP = 3;
const DONE_STEP = 4;

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');

/** What the member received, with the way to it: /reveal for a drawn KEY, /ticket for a ticket. */
function Granted({ grant }: { grant: PreBookGrant }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <p css={noticeStyle('success')} data-testid="pre-registration-claimed">
        {grant.kind === 'KEY' ? t('preRegistration.done.claimedKey') : t('preRegistration.done.claimedTicket')}
      </p>
      <div css={actionsStyle}>
        {grant.kind === 'KEY' && grant.purchaseId !== null ? (
          <Button to={`/reveal?purchaseId=${grant.purchaseId}`} size="lg">
            {t('preRegistration.done.reveal')}
          </Button>
        ) : (
          <Button to="/ticket" size="lg">
            {t('preRegistration.done.tickets')}
          </Button>
        )}
      </div>
    </>
  );
}

/** Step 4: the member's entry and reward: waiting for the launch, claim it (once, within 30 days), claimed, or too late. */
export function DoneStep({ status, session }: { status: PreBookStatus; session: 'loading' | 'authenticated' | 'unauthenticated' }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const signedIn = session === 'authenticated';
  const check = usePreBookCheck(signedIn);
  const claim = useClaimPreBookReward();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dates = eventDates(status);

  if (session === 'loading') return <Skeleton height={44} />;
  if (!signedIn) {
    return (
      <>
        <p css={bodyTextStyle}>{t('preRegistration.done.signInNeeded')}</p>
        <div css={actionsStyle}>
          <Button to={signInPath(DONE_STEP)} size="lg">
            {t('preRegistration.done.signIn')}
          </Button>
        </div>
      </>
    );
  }
  if (check.isPending) return <Skeleton height={44} />;
  if (check.isError) return <ErrorState error={check.error} onRetry={() => void check.refetch()} />;

  const { data } = check;
  const last = eventDates({ ...status, claimEndsAt: data.claimEndsAt }).last;
  const refusalNote = refusal ? (
    <p role="alert" css={noticeStyle('error')} data-testid="pre-registration-claim-error">
      {errorMessage(refusal, language)}
    </p>
  ) : null;

  let body;
  switch (data.rewardState) {
    case 'NOT_ENTERED':
      body = (
        <>
          <p css={noticeStyle('info')} data-testid="pre-registration-not-entered">
            {t('preRegistration.done.notEntered')}
          </p>
          {status.phase === 'OPEN' ? (
            <div css={actionsStyle}>
              <Button to={stepPath(ENTRY_STEP)} variant="secondary">
                {t('preRegistration.done.goEntry')}
              </Button>
            </div>
          ) : null}
        </>
      );
      break;
    case 'WAITING':
      body = (
        <p css={noticeStyle('success')} data-testid="pre-registration-waiting">
          {t('preRegistration.done.waiting', { launch: dates.launch, last })}
        </p>
      );
      break;
    case 'CLAIMABLE':
      body = (
        <>
          <p css={bodyTextStyle} data-testid="pre-registration-claimable">
            {t('preRegistration.done.claimable', { last })}
          </p>
          <div css={actionsStyle}>
            <Button
              size="lg"
              disabled={claim.isPending}
              aria-busy={claim.isPending}
              onClick={() => {
                setRefusal(null);
                claim.mutate(undefined, { onError: (error) => setRefusal(codeOf(error)) });
              }}
            >
              {claim.isPending ? t('preRegistration.done.claiming') : t('preRegistration.done.claim')}
            </Button>
          </div>
        </>
      );
      break;
    case 'CLAIMED':
      body = data.grant ? <Granted grant={data.grant} /> : null;
      break;
    case 'EXPIRED':
      body = (
        <p css={noticeStyle('info')} data-testid="pre-registration-expired">
          {t('preRegistration.done.expired', { last })}
        </p>
      );
      break;
  }
  // Claimed just now, while the entry is read again.
  if (claim.data && data.rewardState !== 'CLAIMED') body = <Granted grant={claim.data} />;
  return (
    <>
      {refusalNote}
      {body}
    </>
  );
}
