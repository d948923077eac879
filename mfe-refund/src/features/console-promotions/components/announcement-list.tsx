import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminAnnouncement } from 'shared-contract';
import { useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { type ActionOutcome } from '../../../console-kit/components/action-result';
import { cellNoteStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { ConfirmedSaveDialog } from '../../../console-kit/components/confirmed-save-dialog';
import { CreateButton, ListShell } from '../../../console-kit/components/list-states';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { useAdminAnnouncements, useWithdrawAnnouncement } from '../api/announcements';
import { useAdminLotteries } from '../api/lotteries';
import { AnnouncementForm } from './announcement-form';
import { useKstText } from './kst-text';

/** Every event announcement (withdrawn ones too); admins publish one (optionally with a drawn lottery's winners) and withdraw one. */
export function AnnouncementList({ isAdmin, now }: { isAdmin: boolean; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const language = useLanguage();
  const localized = useLocalized();
  const announcements = useAdminAnnouncements();
  const lotteries = useAdminLotteries();
  const withdraw = useWithdrawAnnouncement();
  const [creating, setCreating] = useState(false);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const clock = now ?? new Date();
  const withdrawing = useConfirmedSave<AdminAnnouncement, unknown>(
    (announcement, outcome) => withdraw.mutate(announcement.id, outcome),
    (_withdrawn, announcement) => setResult({ tone: 'success', text: t('promotions.announcements.withdrawnDone', { title: localized(announcement.title) }) }),
    (code) => setResult({ tone: 'error', text: errorMessage(code, language) }),
  );

  const toolbar = !isAdmin ? null : creating ? (
    <AnnouncementForm
      drawn={(lotteries.data ?? []).filter((lottery) => lottery.state === 'DRAWN')}
      now={now}
      onSaved={(title) => {
        setCreating(false);
        setResult({ tone: 'success', text: t('promotions.announcements.saved', { title }) });
      }}
      onCancel={() => setCreating(false)}
    />
  ) : (
    <CreateButton label={t('promotions.announcements.create')} onClick={() => setCreating(true)} data-testid="announcement-create" />
  );

  return (
    <ListShell
      query={announcements}
      loadingLabel={t('promotions.common.loading')}
      errorTitle={t('promotions.common.error')}
      result={result}
      resultTestId="announcements-result"
      toolbar={() => toolbar}
      emptyTitle={t('promotions.announcements.empty')}
      emptyTestId="announcements-empty"
      after={
        <ConfirmedSaveDialog
          save={withdrawing}
          title={t('promotions.announcements.withdrawTitle')}
          confirmLabel={t('promotions.announcements.withdraw')}
          text={withdrawing.pending ? t('promotions.announcements.withdrawBody', { title: localized(withdrawing.pending.title) }) : null}
          busy={withdraw.isPending}
          data-testid="announcement-withdraw-confirm"
        />
      }
    >
      {(items) => (
        <table css={tableStyle} data-testid="announcements-table">
          <caption>{t('promotions.announcements.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.announcements.announcement')}</th>
              <th scope="col">{t('promotions.announcements.publishedAt')}</th>
              <th scope="col">{t('promotions.announcements.lottery')}</th>
              <th scope="col">{t('promotions.announcements.status')}</th>
              {isAdmin ? <th scope="col">{t('promotions.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const title = localized(item.title);
              const status = item.withdrawn ? 'withdrawn' : Date.parse(item.publishedAt) > clock.getTime() ? 'scheduled' : 'published';
              return (
                <tr key={item.id} data-testid="announcement-row">
                  <th scope="row" data-label={t('promotions.announcements.announcement')}>
                    {title}
                    <span css={cellNoteStyle}>#{item.id}</span>
                  </th>
                  <td data-label={t('promotions.announcements.publishedAt')}>{kstText.minute(item.publishedAt)}</td>
                  <td data-label={t('promotions.announcements.lottery')}>
                    {item.lottery
                      ? t('promotions.announcements.winnersValue', { title: localized(item.lottery.title), count: item.lottery.winners.length })
                      : t('promotions.common.none')}
                  </td>
                  <td data-label={t('promotions.announcements.status')} data-testid="announcement-status">
                    {t(`promotions.announcements.${status}`)}
                  </td>
                  {isAdmin ? (
                    <td data-label={t('promotions.common.actions')}>
                      {!item.withdrawn ? (
                        <button
                          type="button"
                          css={rowButtonStyle}
                          aria-label={t('promotions.announcements.withdrawLabel', { title })}
                          onClick={() => withdrawing.ask(item)}
                        >
                          {t('promotions.announcements.withdraw')}
                        </button>
                      ) : (
                        t('promotions.common.none')
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
