import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type CommunityBan } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatKst, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { cellNoteStyle, checkboxLabelStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { Pager } from '../../../console-kit/components/pager';
import { ConfirmedSaveDialog } from '../../../console-kit/components/confirmed-save-dialog';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { personLabel, personWithEmail } from '../../../console-kit/utils/staff-ref';
import { BAN_PAGE_SIZE, useBans } from '../api/get-bans';
import { useLiftBan } from '../api/lift-ban';
import { BanStatusBadge } from './badges';
import { ViewPanel } from './view-panel';

type Props = { activeOnly: boolean; page: number; onActiveOnly: (activeOnly: boolean) => void; onPage: (page: number) => void };

/** The bans (in force only, or all): who, why, from, until (or for good), by whom; a ban in force can be lifted. */
export function BanList({ activeOnly, page, onActiveOnly, onPage }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const bans = useBans({ active: activeOnly ? 'true' : undefined, page, size: BAN_PAGE_SIZE });
  const lift = useLiftBan();
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const lifting = useConfirmedSave<CommunityBan, unknown>(
    (ban, outcome) => lift.mutate(ban.id, outcome),
    (_lifted, ban) => setResult({ tone: 'success', text: t('community.bans.lifted', { name: personLabel(ban.member) }) }),
    (code) => setResult({ tone: 'error', text: errorMessage(code, language) }),
  );

  const column = {
    member: t('community.bans.columns.member'),
    reason: t('community.bans.columns.reason'),
    from: t('community.bans.columns.from'),
    until: t('community.bans.columns.until'),
    by: t('community.bans.columns.by'),
    status: t('community.bans.columns.status'),
    actions: t('community.bans.columns.actions'),
  };

  let body;
  if (bans.isPending) body = <Skeleton height={200} />;
  else if (bans.isError) body = <ErrorState error={bans.error} onRetry={() => void bans.refetch()} />;
  else if (bans.data.items.length === 0)
    body = <EmptyState title={activeOnly ? t('community.bans.emptyActive') : t('community.bans.empty')} data-testid="community-bans-empty" />;
  else {
    const { items, size, total } = bans.data;
    body = (
      <div
        css={css`
          display: grid;
          gap: 12px;
          opacity: ${bans.isPlaceholderData ? 0.6 : 1};
        `}
        aria-busy={bans.isFetching}
      >
        <table css={tableStyle} data-testid="community-bans">
          <caption>{t('community.bans.caption', { count: total })}</caption>
          <thead>
            <tr>
              <th scope="col">{column.member}</th>
              <th scope="col">{column.reason}</th>
              <th scope="col">{column.from}</th>
              <th scope="col">{column.until}</th>
              <th scope="col">{column.by}</th>
              <th scope="col">{column.status}</th>
              <th scope="col">{column.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((ban) => (
              <tr key={ban.id} data-testid="community-ban-row">
                <td data-label={column.member}>
                  {personWithEmail(ban.member)}
                  <span css={cellNoteStyle}>{t('community.memberId', { id: ban.member.id })}</span>
                </td>
                <td
                  data-label={column.reason}
                  css={css`
                    white-space: pre-wrap;
                  `}
                >
                  {ban.reason}
                </td>
                <td data-label={column.from}>
                  <time dateTime={ban.startsAt}>{formatKst(ban.startsAt, 'dateMinute', language)}</time>
                </td>
                <td data-label={column.until}>
                  {ban.endsAt ? <time dateTime={ban.endsAt}>{formatKst(ban.endsAt, 'dateMinute', language)}</time> : t('community.permanent')}
                </td>
                <td data-label={column.by}>{personLabel(ban.createdBy)}</td>
                <td data-label={column.status}>
                  <BanStatusBadge ban={ban} />
                  {ban.liftedAt ? (
                    <span
                      css={[
                        cellNoteStyle,
                        css`
                          margin-top: 4px;
                        `,
                      ]}
                    >
                      {t('community.bans.liftedAt', { at: formatKst(ban.liftedAt, 'dateMinute', language) })}
                    </span>
                  ) : null}
                </td>
                <td data-label={column.actions}>
                  {ban.active ? (
                    <Button
                      variant="secondary"
                      onClick={() => lifting.ask(ban)}
                      disabled={lift.isPending}
                      aria-label={t('community.bans.liftLabel', { name: personLabel(ban.member) })}
                    >
                      {t('community.bans.lift')}
                    </Button>
                  ) : (
                    t('console.common.none')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={page} size={size} total={total} onPage={onPage} label={t('community.bans.pages')} />
      </div>
    );
  }

  return (
    <ViewPanel title={t('community.bans.title')}>
      <form role="search" aria-label={t('community.bans.filtersLabel')} onSubmit={(event) => event.preventDefault()}>
        <label css={checkboxLabelStyle}>
          <input type="checkbox" checked={activeOnly} onChange={(event) => onActiveOnly(event.target.checked)} data-testid="community-bans-active" />
          {t('community.bans.activeOnly')}
        </label>
      </form>
      <ActionResult result={result} data-testid="community-ban-result" />
      {body}
      <ConfirmedSaveDialog
        save={lifting}
        title={lifting.pending ? t('community.bans.confirmLiftTitle', { name: personLabel(lifting.pending.member) }) : ''}
        confirmLabel={t('community.bans.lift')}
        text={t('community.bans.confirmLiftBody')}
        busy={lift.isPending}
        data-testid="community-lift-confirm"
      />
    </ViewPanel>
  );
}
