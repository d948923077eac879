import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type LotteryDetail } from 'shared-contract';
import { Button, noticeStyle, useLanguage } from 'shared-ui';
import { GrantedReward } from '../../../components/granted-reward';
import { NAMESPACE } from '../../../namespace';
import { sessionRequiredSignInPath } from '../../../utils/callback-url';
import { errorCodeOf } from '../../../utils/error-code';
import { useClaimLotteryPrize } from '../api/claim-lottery-prize';
import { useEnterLottery } from '../api/enter-lottery';
import { useLotteryPrize } from '../api/get-lottery-prize';
import { lotteryPath } from './lottery-path';
import { useLotteryText } from './lottery-labels';
import { mutedTextStyle, sectionStyle, sectionTitleStyle } from '../../../components/event-styles';

const stackStyle = css`
  display: grid;
  gap: 8px;
  justify-items: start;
`;

/** A winner's prize: the claim (once), or the prize already given with where to find it. */
function WinnerPrize({ lottery }: { lottery: LotteryDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const claim = useClaimLotteryPrize(lottery.id);
  const claimed = lottery.mine?.prizeClaimed === true;
  const prize = useLotteryPrize(lottery.id, claimed);

  const given = claim.data ?? prize.data;
  return (
    <div css={stackStyle} aria-live="polite">
      <p
        css={[
          noticeStyle('success'),
          css`
            font-weight: 700;
          `,
        ]}
        data-testid="lottery-won"
      >
        {t('events.entry.won')}
      </p>
      {given ? (
        <GrantedReward
          grant={given}
          message={given.kind === 'KEY' ? t('events.entry.gotKey') : t('events.entry.gotTicket')}
          revealLabel={t('events.entry.reveal')}
          ticketsLabel={t('events.entry.tickets')}
          data-testid="lottery-prize"
        />
      ) : claimed ? null : (
        <Button size="lg" onClick={() => claim.mutate()} disabled={claim.isPending} data-testid="lottery-claim">
          {claim.isPending ? t('events.entry.claiming') : t('events.entry.claim')}
        </Button>
      )}
      {claim.isError ? (
        <p role="alert" css={noticeStyle('error')} data-testid="lottery-claim-error">
          {errorMessage(errorCodeOf(claim.error), language)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member's part of a lottery: the entry button while entries are open (LOTTERY_* refusals in the page's language),
 * the entry, the result after the draw and a winner's prize; a visitor is asked to sign in and comes back here.
 */
export function LotteryEntryPanel({ lottery, signedIn }: { lottery: LotteryDetail; signedIn: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const text = useLotteryText();
  const enter = useEnterLottery(lottery.id);
  const mine = lottery.mine;

  let content;
  if (!signedIn || !mine) {
    content = (
      <div css={stackStyle} data-testid="lottery-sign-in">
        <p css={mutedTextStyle}>{t('events.entry.signInNeeded')}</p>
        <Button to={sessionRequiredSignInPath(lotteryPath(lottery.id))} size="lg">
          {t('events.entry.signIn')}
        </Button>
      </div>
    );
  } else if (mine.entered) {
    content = (
      <div css={stackStyle}>
        {enter.isSuccess ? (
          <p css={noticeStyle('success')} data-testid="lottery-just-entered">
            {t('events.entry.justEntered')}
          </p>
        ) : null}
        <p
          css={css`
            margin: 0;
            font-size: 15px;
          `}
          data-testid="lottery-entered"
        >
          {t('events.entry.entered', { entryId: mine.entryId ?? '', drawAt: text.at(lottery.drawAt) })}
        </p>
        {mine.won === true ? <WinnerPrize lottery={lottery} /> : null}
        {mine.won === false ? (
          <p css={noticeStyle('info')} data-testid="lottery-lost">
            {t('events.entry.lost')}
          </p>
        ) : null}
      </div>
    );
  } else if (lottery.state === 'OPEN') {
    content = (
      <div css={stackStyle}>
        <Button size="lg" onClick={() => enter.mutate()} disabled={enter.isPending} data-testid="lottery-enter">
          {enter.isPending ? t('events.entry.entering') : t('events.entry.enter')}
        </Button>
      </div>
    );
  } else if (lottery.state === 'UPCOMING') {
    content = <p css={noticeStyle('info')}>{t('events.entry.upcoming', { start: text.at(lottery.entryStartsAt) })}</p>;
  } else if (lottery.state === 'CLOSED') {
    content = <p css={noticeStyle('info')}>{t('events.entry.closed', { drawAt: text.at(lottery.drawAt) })}</p>;
  } else {
    content = <p css={noticeStyle('info')}>{t('events.entry.drawnNotEntered')}</p>;
  }

  return (
    <section aria-labelledby="lottery-entry-title" css={sectionStyle} data-testid="lottery-entry-panel">
      <h2 id="lottery-entry-title" css={sectionTitleStyle}>
        {t('events.entry.title')}
      </h2>
      {content}
      {enter.isError ? (
        <p role="alert" css={noticeStyle('error')} data-testid="lottery-enter-error">
          {errorMessage(errorCodeOf(enter.error), language)}
        </p>
      ) : null}
    </section>
  );
}
