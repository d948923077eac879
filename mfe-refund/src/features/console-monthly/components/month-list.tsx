import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminMonth, AWARD_STATUSES, formatMonthKey } from 'shared-contract';
import { formatGold, formatKst, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { type ActionOutcome } from '../../../console-kit/components/action-result';
import { cellNoteStyle, hintStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { CreateButton, ListShell } from '../../../console-kit/components/list-states';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useAdminMonths } from '../api/get-admin-months';
import { MonthSetupForm } from './month-setup-form';

/** A month can change until it ends. */
const changeable = (month: AdminMonth) => month.state === 'UPCOMING' || month.state === 'RUNNING';

/**
 * Every set-up month: state, targets, KEY of the Month (supply left), members qualified now and the awards by status.
 * Admins set up a new month or change one that has not ended; support reads.
 */
export function MonthList({ isAdmin, now }: { isAdmin: boolean; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const months = useAdminMonths();
  const [form, setForm] = useState<{ editing: AdminMonth | null } | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);

  const toolbar = (items: readonly AdminMonth[]) => {
    if (!isAdmin) {
      return (
        <p
          css={[
            hintStyle,
            css`
              margin: 0;
            `,
          ]}
          data-testid="monthly-admin-only"
        >
          {t('monthly.months.adminOnly')}
        </p>
      );
    }
    if (!form) return <CreateButton label={t('monthly.months.setUp')} onClick={() => setForm({ editing: null })} data-testid="monthly-set-up" />;
    return (
      <MonthSetupForm
        key={form.editing?.month ?? 'new'}
        editing={form.editing}
        taken={new Set(items.map((item) => item.month))}
        now={now}
        onSaved={(month) => {
          setForm(null);
          setResult({ tone: 'success', text: t('monthly.months.saved', { month: formatMonthKey(month, language) }) });
        }}
        onCancel={() => setForm(null)}
      />
    );
  };

  return (
    <ListShell
      query={months}
      loadingLabel={t('monthly.months.loading')}
      errorTitle={t('monthly.months.error')}
      skeletons={[48, 48]}
      result={result}
      resultTestId="monthly-result"
      toolbar={toolbar}
      emptyTitle={t('monthly.months.empty')}
      emptyTestId="monthly-months-empty"
    >
      {(items) => (
        <table css={tableStyle} data-testid="monthly-months">
          <caption>{t('monthly.months.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('monthly.months.month')}</th>
              <th scope="col">{t('monthly.months.state')}</th>
              <th scope="col">{t('monthly.months.targets')}</th>
              <th scope="col">{t('monthly.months.key')}</th>
              <th scope="col" className="num">
                {t('monthly.months.qualified')}
              </th>
              <th scope="col">{t('monthly.months.awards')}</th>
              <th scope="col">{t('monthly.months.updated')}</th>
              {isAdmin ? <th scope="col">{t('monthly.months.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const counts = AWARD_STATUSES.filter((status) => (item.awardCounts[status] ?? 0) > 0).map(
                (status) => `${t(`monthly.awardStatuses.${status}`)} ${item.awardCounts[status] ?? 0}`,
              );
              return (
                <tr key={item.month} data-testid="monthly-month-row" data-month={item.month}>
                  <th scope="row" data-label={t('monthly.months.month')}>
                    {formatMonthKey(item.month, language)}
                  </th>
                  <td data-label={t('monthly.months.state')}>{t(`monthly.states.${item.state}`)}</td>
                  <td data-label={t('monthly.months.targets')}>
                    {t('monthly.months.targetsValue', {
                      checkin: t('monthly.months.targetCheckin', { count: item.checkinTarget }),
                      buy: t('monthly.months.targetBuy', { count: item.buyTarget }),
                    })}
                  </td>
                  <td data-label={t('monthly.months.key')}>
                    {t('monthly.months.keyValue', { name: localized(item.key.name), rarity: t(`monthly.rarities.${item.key.rarity}`) })}
                    <span css={cellNoteStyle}>{localized(item.key.projectTitle)}</span>
                    <span css={cellNoteStyle}>
                      {t('monthly.months.supplyValue', {
                        remaining: formatGold(item.key.supplyRemaining, language),
                        total: formatGold(item.key.supplyTotal, language),
                      })}
                    </span>
                  </td>
                  <td className="num" data-label={t('monthly.months.qualified')}>
                    {item.qualifiedCount}
                  </td>
                  <td data-label={t('monthly.months.awards')}>{counts.length > 0 ? counts.join(' · ') : t('console.common.none')}</td>
                  <td data-label={t('monthly.months.updated')}>
                    <time dateTime={item.updatedAt}>{formatKst(item.updatedAt, 'dateMinute', language)}</time>
                    {item.updatedBy ? <span css={cellNoteStyle}>{personLabel(item.updatedBy)}</span> : null}
                  </td>
                  {isAdmin ? (
                    <td data-label={t('monthly.months.actions')}>
                      {changeable(item) ? (
                        <button
                          type="button"
                          css={rowButtonStyle}
                          aria-label={t('monthly.months.editLabel', { month: formatMonthKey(item.month, language) })}
                          onClick={() => setForm({ editing: item })}
                        >
                          {t('monthly.months.edit')}
                        </button>
                      ) : (
                        t('console.common.none')
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </ListShell>
  );
}
