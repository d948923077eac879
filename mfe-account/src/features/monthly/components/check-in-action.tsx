import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-contract';
import { Button, noticeStyle, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorCodeOf } from '../../../utils/error-code';
import { sessionRequiredSignInPath } from '../../../utils/callback-url';
import { useCheckIn } from '../api/check-in';
import { mutedTextStyle } from '../../../components/event-styles';

const MONTHLY_PATH = '/event/monthly';

/** A member's check-in of today (off, saying so, once done); a visitor is asked to sign in instead. */
export function CheckInAction({ signedIn, checkedInToday }: { signedIn: boolean; checkedInToday: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const checkIn = useCheckIn();

  if (!signedIn) {
    return (
      <div
        css={css`
          display: grid;
          gap: 8px;
          justify-items: start;
        `}
        data-testid="monthly-sign-in"
      >
        <p css={mutedTextStyle}>{t('monthly.checkin.signInNeeded')}</p>
        <Button to={sessionRequiredSignInPath(MONTHLY_PATH)} size="lg">
          {t('monthly.checkin.signIn')}
        </Button>
      </div>
    );
  }

  // The last check-in's answer or refusal (a new attempt clears it).
  const month = checkIn.data;

  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
        justify-items: start;
      `}
    >
      <Button
        size="lg"
        onClick={() => checkIn.mutate()}
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
      <div
        aria-live="polite"
        css={css`
          width: 100%;
        `}
      >
        {month ? (
          <p css={noticeStyle('success')} data-testid="monthly-checkin-result">
            {t('monthly.checkin.success', { count: month.missions?.checkin.done ?? month.checkinDays.length })}
          </p>
        ) : null}
        {checkIn.isError ? (
          <p role="alert" css={noticeStyle('error')} data-testid="monthly-checkin-error">
            {errorMessage(errorCodeOf(checkIn.error), language)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
