import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAward, AWARD_STATUSES, type AwardStatus, formatMonthKey } from 'shared-contract';
import { formatKst, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { cellNoteStyle, fieldStyle, inputStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { ListStates } from '../../../console-kit/components/list-states';
import { personLabel, personWithEmail } from '../../../console-kit/utils/staff-ref';
import { useAwards } from '../api/get-awards';
import { DecisionDialog } from './decision-dialog';

/** Who holds the KEY now, as an i18n key and its values. */
function holderText(award: AdminAward): [string, Record<string, unknown>] {
  if (award.holderId === null) return ['monthly.awards.holderNone', {}];
  if (award.holderId === award.member.id) return ['monthly.awards.holderSame', {}];
  return ['monthly.awards.holderMember', { id: award.holderId }];
}

/** KEY of the Month awards, filtered by status, those waiting for a decision first; each can be decided from here. */
export function AwardList({ status, onStatus }: { status: AwardStatus | undefined; onStatus: (status: AwardStatus | undefined) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const awards = useAwards(status);
  const [deciding, setDeciding] = useState<AdminAward | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);

  const content = (
    <ListStates
      query={awards}
      loadingLabel={t('monthly.awards.loading')}
      errorTitle={t('monthly.awards.error')}
      skeletons={[48, 48]}
      emptyTitle={t('monthly.awards.empty')}
      emptyTestId="monthly-awards-empty"
    >
      {(items) => (
        <table css={tableStyle} data-testid="monthly-awards">
          <caption>{t('monthly.awards.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('monthly.awards.member')}</th>
              <th scope="col">{t('monthly.awards.month')}</th>
              <th scope="col">{t('monthly.awards.status')}</th>
              <th scope="col">{t('monthly.awards.reason')}</th>
              <th scope="col" className="num">
                {t('monthly.awards.serial')}
              </th>
              <th scope="col">{t('monthly.awards.holder')}</th>
              <th scope="col">{t('monthly.awards.decided')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((award) => (
              <tr key={award.id} data-testid="monthly-award-row" data-status={award.status}>
                <th scope="row" data-label={t('monthly.awards.member')}>
                  {personWithEmail(award.member)}
                  <span css={cellNoteStyle}>{t('console.common.memberId', { id: award.member.id })}</span>
                </th>
                <td data-label={t('monthly.awards.month')}>{formatMonthKey(award.month, language)}</td>
                <td data-label={t('monthly.awards.status')}>{t(`monthly.awardStatuses.${award.status}`)}</td>
                <td data-label={t('monthly.awards.reason')}>
                  {award.decisionReason ? t(`monthly.reasons.${award.decisionReason}`) : t('console.common.none')}
                </td>
                <td className="num" data-label={t('monthly.awards.serial')}>
                  {award.serialNo === null ? t('console.common.none') : `#${award.serialNo}`}
                </td>
                <td data-label={t('monthly.awards.holder')}>{t(...holderText(award))}</td>
                <td data-label={t('monthly.awards.decided')}>
                  {award.status === 'NEEDS_DECISION' ? (
                    <button
                      type="button"
                      css={rowButtonStyle}
                      aria-label={t('monthly.awards.decideLabel', { member: personLabel(award.member), month: formatMonthKey(award.month, language) })}
                      onClick={() => setDeciding(award)}
                    >
                      {t('monthly.awards.decide')}
                    </button>
                  ) : award.decidedAt ? (
                    t('monthly.awards.decidedValue', {
                      at: formatKst(award.decidedAt, 'dateMinute', language),
                      by: award.decidedBy ? personLabel(award.decidedBy) : '',
                      note: award.note ?? '',
                    })
                  ) : (
                    t('console.common.none')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListStates>
  );

  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
    >
      <label
        css={[
          fieldStyle,
          css`
            max-width: 280px;
          `,
        ]}
        htmlFor={`${id}-status`}
      >
        {t('monthly.awards.filter')}
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => onStatus((event.target.value || undefined) as AwardStatus | undefined)}
          css={inputStyle}
        >
          <option value="">{t('console.common.all')}</option>
          {AWARD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`monthly.awardStatuses.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <ActionResult result={result} data-testid="monthly-award-result" />
      {content}
      {deciding ? (
        <DecisionDialog
          award={deciding}
          onClose={() => setDeciding(null)}
          onDone={(decided) => {
            setDeciding(null);
            setResult({
              tone: 'success',
              text: t('monthly.decision.done', {
                member: personLabel(decided.member),
                month: formatMonthKey(decided.month, language),
                status: t(`monthly.awardStatuses.${decided.status}`),
              }),
            });
          }}
        />
      ) : null}
    </div>
  );
}
