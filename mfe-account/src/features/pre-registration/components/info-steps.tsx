import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PreBookStatus } from 'shared-contract';
import { noticeStyle, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { eventDates } from './dates';
import { bodyTextStyle } from '../../../components/event-styles';

const listStyle = css`
  margin: 0;
  padding-left: 22px;
  display: grid;
  gap: 8px;
`;

/** Step 0: what the event is, its window and how many entered. */
export function IntroStep({ status }: { status: PreBookStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const dates = eventDates(status, language);
  return (
    <>
      <p css={bodyTextStyle}>{t('preRegistration.intro.body', { launch: dates.launch })}</p>
      <p css={bodyTextStyle} data-testid="pre-registration-window">
        {t('preRegistration.intro.window', { opens: dates.opens, closes: dates.closes })}
      </p>
      {status.phase === 'UPCOMING' ? <p css={noticeStyle('info')}>{t('preRegistration.intro.upcoming', { opens: dates.opens })}</p> : null}
      {status.phase === 'CLOSED' ? <p css={noticeStyle('info')}>{t('preRegistration.intro.closed')}</p> : null}
      <p css={bodyTextStyle} data-testid="pre-registration-entrants">
        {t('preRegistration.intro.entrants', { count: status.entrants })}
      </p>
    </>
  );
}

/** Step 1: the reward on offer and when it can be claimed. */
export function BenefitsStep({ status }: { status: PreBookStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const language = useLanguage();
  const dates = eventDates(status, language);
  const { reward } = status;
  return (
    <>
      <p css={bodyTextStyle} data-testid="pre-registration-reward">
        {reward.kind === 'KEY' && reward.project
          ? t('preRegistration.benefits.rewardKey', { project: localized(reward.project.title) })
          : t('preRegistration.benefits.rewardTicket')}
      </p>
      <p css={bodyTextStyle}>{t('preRegistration.benefits.claimWindow', { launch: dates.launch, last: dates.last })}</p>
      <p css={noticeStyle('info')}>{t('preRegistration.benefits.once')}</p>
    </>
  );
}

/** Step 2: the three things to do. */
export function HowToStep() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ol css={listStyle}>
      <li css={bodyTextStyle}>{t('preRegistration.howTo.signIn')}</li>
      <li css={bodyTextStyle}>{t('preRegistration.howTo.enter')}</li>
      <li css={bodyTextStyle}>{t('preRegistration.howTo.claim')}</li>
    </ol>
  );
}
