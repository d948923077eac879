import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLottery } from 'shared-contract';
import { useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { type ActionOutcome } from '../../../console-kit/components/action-result';
import { cellNoteStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { CreateButton, ListShell } from '../../../console-kit/components/list-states';
import { useAdminLotteries } from '../api/lotteries';
import { useKstText } from './kst-text';
import { LotteryForm } from './lottery-form';

const monoStyle = css`
  display: block;
  font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 12px;
  word-break: break-all;
`;

/** Every lottery: state, window and draw, prize, entrants, winners and prizes claimed, seed hash and seed; admins create one or change it before entries open. */
export function LotteryList({ isAdmin, now }: { isAdmin: boolean; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const localized = useLocalized();
  const lotteries = useAdminLotteries();
  const [form, setForm] = useState<{ editing: AdminLottery | null } | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);

  const toolbar = !isAdmin ? null : form ? (
    <LotteryForm
      key={form.editing?.id ?? 'new'}
      editing={form.editing}
      now={now}
      onSaved={(title) => {
        setForm(null);
        setResult({ tone: 'success', text: t('promotions.lotteries.saved', { title }) });
      }}
      onCancel={() => setForm(null)}
    />
  ) : (
    <CreateButton label={t('promotions.lotteries.create')} onClick={() => setForm({ editing: null })} data-testid="lottery-create" />
  );

  return (
    <ListShell
      query={lotteries}
      loadingLabel={t('promotions.common.loading')}
      errorTitle={t('promotions.common.error')}
      result={result}
      resultTestId="lotteries-result"
      toolbar={() => toolbar}
      emptyTitle={t('promotions.lotteries.empty')}
      emptyTestId="lotteries-empty"
    >
      {(items) => (
        <table css={tableStyle} data-testid="lotteries-table">
          <caption>{t('promotions.lotteries.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.lotteries.lottery')}</th>
              <th scope="col">{t('promotions.lotteries.state')}</th>
              <th scope="col">{t('promotions.lotteries.window')}</th>
              <th scope="col">{t('promotions.lotteries.prize')}</th>
              <th scope="col" className="num">
                {t('promotions.lotteries.entrants')}
              </th>
              <th scope="col">{t('promotions.lotteries.winners')}</th>
              <th scope="col">{t('promotions.lotteries.seed')}</th>
              {isAdmin ? <th scope="col">{t('promotions.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((lottery) => {
              const title = localized(lottery.title);
              return (
                <tr key={lottery.id} data-testid="lottery-row" data-lottery-id={lottery.id}>
                  <th scope="row" data-label={t('promotions.lotteries.lottery')}>
                    {title}
                    <span css={cellNoteStyle}>#{lottery.id}</span>
                  </th>
                  <td data-label={t('promotions.lotteries.state')} data-testid="lottery-state">
                    {t(`promotions.lotteryStates.${lottery.state}`)}
                  </td>
                  <td data-label={t('promotions.lotteries.window')}>
                    {kstText.window(lottery.entryStartsAt, lottery.entryEndsAt)}
                    <span css={cellNoteStyle}>
                      {t('promotions.lotteries.drawAt')} {kstText.minute(lottery.drawAt)}
                    </span>
                  </td>
                  <td data-label={t('promotions.lotteries.prize')}>
                    {t(`promotions.rewardKinds.${lottery.prize.kind}`)}
                    {lottery.prize.project ? <span css={cellNoteStyle}>{localized(lottery.prize.project.title)}</span> : null}
                  </td>
                  <td className="num" data-label={t('promotions.lotteries.entrants')} data-testid="lottery-entrants">
                    {lottery.entrants}
                  </td>
                  <td data-label={t('promotions.lotteries.winners')} data-testid="lottery-winners">
                    {t('promotions.lotteries.winnersValue', { winners: lottery.winners.length, prizes: lottery.prizes, claimed: lottery.prizesClaimed })}
                  </td>
                  <td data-label={t('promotions.lotteries.seed')}>
                    <code css={monoStyle}>{lottery.seedHash}</code>
                    {lottery.seed ? (
                      <code
                        css={[
                          monoStyle,
                          css`
                            margin-top: 4px;
                          `,
                        ]}
                      >
                        {lottery.seed}
                      </code>
                    ) : (
                      <span css={cellNoteStyle}>{t('promotions.lotteries.seedPending')}</span>
                    )}
                  </td>
                  {isAdmin ? (
                    <td data-label={t('promotions.common.actions')}>
                      {lottery.state === 'UPCOMING' ? (
                        <button
                          type="button"
                          css={rowButtonStyle}
                          aria-label={t('promotions.lotteries.editLabel', { title })}
                          onClick={() => setForm({ editing: lottery })}
                        >
                          {t('promotions.common.edit')}
                        </button>
                      ) : (
                        <span css={cellNoteStyle}>{t('promotions.lotteries.locked')}</span>
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
