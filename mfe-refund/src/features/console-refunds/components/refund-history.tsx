import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { RefundRequestDetail } from 'shared-contract';
import { formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { subTitleStyle } from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { StatusBadge } from './status-badge';

/** Every status the request went through, who moved it (the member, or a staff member) and the reason given. */
export function RefundHistory({ history, memberId }: { history: RefundRequestDetail['history']; memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <section
      aria-labelledby="refund-history-title"
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
    >
      <h3 id="refund-history-title" css={subTitleStyle}>
        {t('console.history.title')}
      </h3>
      <ol
        data-testid="refund-history"
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
          display: grid;
          gap: 8px;
        `}
      >
        {history.map((entry, index) => (
          <li
            key={`${entry.at}-${index}`}
            css={css`
              display: grid;
              gap: 4px;
              padding: 10px 12px;
              border-left: 3px solid ${theme.colors.gray300};
              background: ${theme.colors.gray50};
              font-size: 14px;
            `}
          >
            <span
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 8px;
                align-items: center;
              `}
            >
              <StatusBadge status={entry.status} />
              <time dateTime={entry.at}>{formatKst(entry.at, 'dateTime', language)}</time>
            </span>
            <span
              css={css`
                color: ${theme.colors.gray700};
              `}
            >
              {entry.actor && entry.actor.id !== memberId ? t('console.history.byStaff', { name: personLabel(entry.actor) }) : t('console.history.byMember')}
            </span>
            {entry.reason ? <span>{t('console.history.reason', { reason: entry.reason })}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
