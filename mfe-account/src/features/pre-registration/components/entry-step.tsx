import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, type PreBookStatus } from 'shared-contract';
import { Button, ErrorState, formatKst, noticeStyle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorCodeOf } from '../../../utils/error-code';
import { useEnterPreBook } from '../api/enter-pre-book';
import { usePreBookCheck } from '../api/get-pre-book-check';
import { eventDates } from './dates';
import { StepLoading } from './step-loading';
import { bodyTextStyle } from '../../../components/event-styles';
import { actionsStyle } from './styles';
import { DONE_STEP, ENTRY_STEP, signInPath, stepPath } from './step-path';

/** Step 3: a visitor is asked to sign in; a member enters once while the window is open, then goes to the last step. */
export function EntryStep({ status, session }: { status: PreBookStatus; session: 'loading' | 'authenticated' | 'unauthenticated' }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const signedIn = session === 'authenticated';
  const check = usePreBookCheck(signedIn);
  const enter = useEnterPreBook();
  const dates = eventDates(status, language);

  if (session === 'loading') return <StepLoading />;
  if (!signedIn) {
    return (
      <>
        <p css={bodyTextStyle}>{t('preRegistration.entry.signInNeeded')}</p>
        <div css={actionsStyle}>
          <Button to={signInPath(ENTRY_STEP)} size="lg">
            {t('preRegistration.entry.signIn')}
          </Button>
        </div>
      </>
    );
  }
  if (check.isPending) return <StepLoading />;
  if (check.isError) return <ErrorState error={check.error} onRetry={() => void check.refetch()} />;

  const refusalNote = enter.isError ? (
    <p role="alert" css={noticeStyle('error')} data-testid="pre-registration-entry-error">
      {errorMessage(errorCodeOf(enter.error), language)}
    </p>
  ) : null;

  if (check.data.entered) {
    return (
      <>
        {refusalNote}
        <p css={noticeStyle('success')} data-testid="pre-registration-entered">
          {t('preRegistration.entry.entered', { at: formatKst(check.data.enteredAt ?? status.now, 'dateMinute', language) })}
        </p>
        <div css={actionsStyle}>
          <Button to={stepPath(DONE_STEP)} variant="secondary">
            {t('preRegistration.entry.goDone')}
          </Button>
        </div>
      </>
    );
  }
  if (status.phase === 'UPCOMING') return <p css={noticeStyle('info')}>{t('preRegistration.intro.upcoming', { opens: dates.opens })}</p>;
  if (status.phase === 'CLOSED') return <p css={noticeStyle('info')}>{t('preRegistration.intro.closed')}</p>;

  return (
    <>
      {refusalNote}
      <div css={actionsStyle}>
        <Button
          size="lg"
          disabled={enter.isPending}
          aria-busy={enter.isPending}
          onClick={() => {
            enter.mutate(undefined, { onSuccess: () => void navigate(stepPath(DONE_STEP)) });
          }}
        >
          {enter.isPending ? t('preRegistration.entry.entering') : t('preRegistration.entry.enter')}
        </Button>
      </div>
    </>
  );
}
