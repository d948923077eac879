import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { ErrorState, formatKst, formatKstLastDay, noticeStyle, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { factsStyle, sectionStyle, sectionTitleStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { LoadingRows } from '../../../console-kit/components/list-states';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { usePreBookSettings } from '../api/get-pre-book-settings';
import { PreBookSettingsForm } from './pre-book-settings-form';

/**
 * The console's events section (issue 13): the pre-registration event's window, launch and reward with its entries
 * and claims. Support reads; an admin changes the settings (audited as PRE_BOOK_SETTINGS).
 */
export function EventsSection({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const settings = usePreBookSettings();
  const [saved, setSaved] = useState<ActionOutcome | null>(null);
  const isAdmin = staff.role === 'admin';
  const none = t('console.common.none');

  let body;
  if (settings.isPending) body = <LoadingRows label={t('events.preBook.loading')} skeletons={[200]} />;
  else if (settings.isError) body = <ErrorState error={settings.error} title={t('events.preBook.error')} onRetry={() => void settings.refetch()} />;
  else {
    const data = settings.data;
    body = (
      <>
        <dl css={factsStyle} data-testid="pre-book-facts">
          <dt>{t('events.preBook.window')}</dt>
          <dd>
            {t('events.preBook.windowValue', {
              opens: formatKst(data.opensAt, 'dateMinute', language),
              launch: formatKst(data.launchAt, 'dateMinute', language),
            })}
          </dd>
          <dt>{t('events.preBook.claimUntil')}</dt>
          <dd>{t('events.preBook.claimUntilValue', { last: formatKstLastDay(data.claimEndsAt, language) })}</dd>
          <dt>{t('events.preBook.reward')}</dt>
          <dd>
            {data.reward.kind === 'KEY' && data.reward.project
              ? t('events.preBook.rewardKey', { title: localized(data.reward.project.title) })
              : t('events.preBook.rewardTicket')}
          </dd>
          <dt>{t('events.preBook.entrants')}</dt>
          <dd>{t('events.preBook.entrantsValue', { entrants: data.entrants, claimed: data.claimed })}</dd>
          <dt>{t('events.preBook.updated')}</dt>
          <dd>
            {data.updatedAt
              ? t('events.preBook.updatedValue', {
                  at: formatKst(data.updatedAt, 'dateMinute', language),
                  name: data.updatedBy ? personLabel(data.updatedBy) : none,
                })
              : none}
          </dd>
        </dl>
        {isAdmin ? (
          <PreBookSettingsForm key={data.updatedAt ?? 'initial'} settings={data} onSaved={(text) => setSaved({ tone: 'success', text })} />
        ) : (
          <p css={noticeStyle('info')} data-testid="pre-book-read-only">
            {t('events.preBook.readOnly')}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="events-section-title" css={sectionStyle} data-testid="console-events">
      <h2 id="events-section-title" css={sectionTitleStyle}>
        {t('events.title')}
      </h2>
      <div
        css={css`
          display: grid;
          gap: 12px;
          min-width: 0;
        `}
      >
        <h3 css={subTitleStyle}>{t('events.preBook.title')}</h3>
        <p
          css={css`
            margin: 0;
            font-size: 14px;
          `}
        >
          {t('events.preBook.about')}
        </p>
        <ActionResult result={saved} data-testid="pre-book-settings-saved" />
        {body}
      </div>
    </section>
  );
}
