import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, noticeStyle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useCheckIn } from '../api/check-in';
import { mutedTextStyle } from './styles';

export const MONTHLY_PATH = '/event/monthly';
export const monthlySignInPath = `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: MONTHLY_PATH })}`;

/** A member's check-in of today (off, saying so, once done); a visitor is asked to sign in instead. */
export function CheckInAction({ signedIn, checkedInToday }: { signedIn: boolean; checkedInToday: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const checkIn = useCheckIn();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; code?: string; count?: number } | null>(null);

  if (!signedIn) {
    return (
      <div css={css`display: grid; gap: 8px; justify-items: start;`} data-testid="monthly-sign-in">
        <p css={mutedTextStyle}>{t('monthly.checkin.signInNeeded')}</p>
        <Button to={monthlySignInPath} size="lg">
          {t('monthly.checkin.signIn')}
        </Button>
      </div>
    );
  }

  const run = () => {
    setResult(null);
    checkIn.mutate(undefined, {
      onSuccess: (month) => setResult({ tone: 'success', count: month.missions?.checkin.done ?? month.checkinDays.length }),
      onError: (error) => setResult({ tone: 'error', code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR' }),
    });
  };

  return (
    <div css={css`display: grid; gap: 8px; justify-items: start;`}>
      <Button
        size="lg"
        onClick={run}
        disabled={checkedInToday || checkIn.isPending}
        aria-describedby={checkedInToday ? 'monthly-checkin-done-hint' : undefined}
        data-testid="monthly-checkin"
      >
        {checkIn.isPending ? t('monthly.checkin.busy') : checkedInToday ? t('monthly.checkin.done') : t('monthly.checkin.button')}
      </Button>
      {checkedInToday ? (
        <p id="monthly-checkin-done-hint" css={mutedTextStyle}>
          {t('monthly.checkin.doneHint')}
        </p>
      ) : null}
      <div aria-live="polite" css={css`width: 100%;`}>
        {result?.tone === 'success' ? (
          <p css={noticeStyle('success')} data-testid="monthly-checkin-result">
            {t('monthly.checkin.success', { count: result.count ?? 1 })}
          </p>
        ) : null}
        {result?.tone === 'error' ? (
          <p role="alert" css={noticeStyle('error')} data-testid="monthly-checkin-error">
            {errorMessage(result.code ?? 'TEMPORARY_ERROR', language)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
