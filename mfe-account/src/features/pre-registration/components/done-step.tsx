import { useTranslation } from 'react-i18next';
import { errorMessage, type PreBookGrant, type PreBookStatus } from 'shared-contract';
import { Button, ErrorState, formatKstLastDay, noticeStyle, useLanguage } from 'shared-ui';
import { GrantedReward } from '../../../components/granted-reward';
import { NAMESPACE } from '../../../namespace';
import { errorCodeOf } from '../../../utils/error-code';
import { useClaimPreBookReward } from '../api/claim-pre-book-reward';
import { usePreBookCheck } from '../api/get-pre-book-check';
import { eventDates } from './dates';
import { StepLoading } from './step-loading';
import { bodyTextStyle } from '../../../components/event-styles';
import { actionsStyle } from './styles';
import { DONE_STEP, ENTRY_STEP, signInPath, stepPath } from './step-path';

/** What the member received, with the way to it. */
function Granted({ grant }: { grant: PreBookGrant }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <GrantedReward
      grant={grant}
      message={grant.kind === 'KEY' ? t('preRegistration.done.claimedKey') : t('preRegistration.done.claimedTicket')}
      revealLabel={t('preRegistration.done.reveal')}
      ticketsLabel={t('preRegistration.done.tickets')}
      data-testid="pre-registration-claimed"
    />
  );
}

/** Step 4: the member's entry and reward: waiting for the launch, claim it (once, within 30 days), claimed, or too late. */
export function DoneStep({ status, session }: { status: PreBookStatus; session: 'loading' | 'authenticated' | 'unauthenticated' }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const signedIn = session === 'authenticated';
  const check = usePreBookCheck(signedIn);
  const claim = useClaimPreBookReward();
  const dates = eventDates(status, language);

  if (session === 'loading') return <StepLoading />;
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
  if (check.isPending) return <StepLoading />;
  if (check.isError) return <ErrorState error={check.error} onRetry={() => void check.refetch()} />;

  const { data } = check;
  // The member's own claim deadline, as the api answered it.
  const last = formatKstLastDay(data.claimEndsAt, language);
  const refusalNote = claim.isError ? (
    <p role="alert" css={noticeStyle('error')} data-testid="pre-registration-claim-error">
      {errorMessage(errorCodeOf(claim.error), language)}
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
            <Button size="lg" disabled={claim.isPending} aria-busy={claim.isPending} onClick={() => claim.mutate()}>
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
