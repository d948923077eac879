import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { KeyActivity } from 'shared-contract';
import { EmptyState, formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';

export function KeyActivities({ activities }: { activities: KeyActivity[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (activities.length === 0) return <EmptyState title={t('key.activity.none')} />;
  return (
    <div
      css={css`
        overflow-x: auto;
      `}
    >
      <table
        data-testid="key-activities"
        css={css`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 10px 8px;
            text-align: left;
            border-bottom: 1px solid ${theme.colors.gray100};
            white-space: nowrap;
          }
          th {
            color: ${theme.colors.gray500};
            font-weight: 600;
            font-size: 13px;
          }
        `}
      >
        <thead>
          <tr>
            <th scope="col">{t('key.activity.type')}</th>
            <th scope="col">{t('key.activity.actor')}</th>
            <th scope="col">{t('key.activity.price')}</th>
            <th scope="col">{t('key.activity.time')}</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => (
            <tr key={activity.id}>
              <td>{t(`key.activity.${activity.type}`)}</td>
              <td>{activity.actor ?? '-'}</td>
              <td>{activity.priceGold === null ? '-' : t('project.gold', { amount: formatGold(activity.priceGold, language) })}</td>
              <td>
                <time dateTime={activity.occurredAt}>{formatKst(activity.occurredAt, 'dateTime', language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
