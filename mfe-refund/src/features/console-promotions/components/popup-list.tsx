import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminPopup } from 'shared-contract';
import { formatKst, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { type ActionOutcome } from '../../../console-kit/components/action-result';
import { actionsRowStyle, cellNoteStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { ConfirmedSaveDialog } from '../../../console-kit/components/confirmed-save-dialog';
import { CreateButton, ListShell } from '../../../console-kit/components/list-states';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useAdminPopups, useEndPopup } from '../api/popups';
import { useKstText } from './kst-text';
import { PopupForm } from './popup-form';

/** Every popup with its state, audience, window, reward and claims; admins create, change and end them. */
export function PopupList({ isAdmin, now }: { isAdmin: boolean; now?: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const kstText = useKstText();
  const language = useLanguage();
  const localized = useLocalized();
  const popups = useAdminPopups();
  const end = useEndPopup();
  const [form, setForm] = useState<{ editing: AdminPopup | null } | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const ending = useConfirmedSave<AdminPopup, unknown>(
    (popup, outcome) => end.mutate(popup.id, outcome),
    (_ended, popup) => setResult({ tone: 'success', text: t('promotions.popups.ended', { title: localized(popup.title) }) }),
    (code) => setResult({ tone: 'error', text: errorMessage(code, language) }),
  );

  const toolbar = !isAdmin ? null : form ? (
    <PopupForm
      key={form.editing?.id ?? 'new'}
      editing={form.editing}
      now={now}
      onSaved={(title) => {
        setForm(null);
        setResult({ tone: 'success', text: t('promotions.popups.saved', { title }) });
      }}
      onCancel={() => setForm(null)}
    />
  ) : (
    <CreateButton label={t('promotions.popups.create')} onClick={() => setForm({ editing: null })} data-testid="popup-create" />
  );

  return (
    <ListShell
      query={popups}
      loadingLabel={t('promotions.common.loading')}
      errorTitle={t('promotions.common.error')}
      result={result}
      resultTestId="popups-result"
      toolbar={() => toolbar}
      emptyTitle={t('promotions.popups.empty')}
      emptyTestId="popups-empty"
      after={
        <ConfirmedSaveDialog
          save={ending}
          title={t('promotions.popups.endTitle')}
          confirmLabel={t('promotions.popups.end')}
          text={ending.pending ? t('promotions.popups.endBody', { title: localized(ending.pending.title) }) : null}
          busy={end.isPending}
          data-testid="popup-end-confirm"
        />
      }
    >
      {(items) => (
        <table css={tableStyle} data-testid="popups-table">
          <caption>{t('promotions.popups.caption', { count: items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.popups.popup')}</th>
              <th scope="col">{t('promotions.popups.state')}</th>
              <th scope="col">{t('promotions.popups.target')}</th>
              <th scope="col">{t('promotions.popups.window')}</th>
              <th scope="col">{t('promotions.popups.reward')}</th>
              <th scope="col" className="num">
                {t('promotions.popups.claims')}
              </th>
              <th scope="col">{t('promotions.common.updated')}</th>
              {isAdmin ? <th scope="col">{t('promotions.common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((popup) => {
              const title = localized(popup.title);
              return (
                <tr key={popup.id} data-testid="popup-row" data-popup-id={popup.id}>
                  <th scope="row" data-label={t('promotions.popups.popup')}>
                    {title}
                    <span css={cellNoteStyle}>
                      #{popup.id} · {t('promotions.popups.order')} {popup.sortOrder}
                    </span>
                  </th>
                  <td data-label={t('promotions.popups.state')} data-testid="popup-state">
                    {t(`promotions.popupStates.${popup.state}`)}
                  </td>
                  <td data-label={t('promotions.popups.target')}>
                    {t(`promotions.targets.${popup.target}`)}
                    {popup.targetProject ? <span css={cellNoteStyle}>{localized(popup.targetProject.title)}</span> : null}
                  </td>
                  <td data-label={t('promotions.popups.window')}>{kstText.window(popup.startsAt, popup.endsAt)}</td>
                  <td data-label={t('promotions.popups.reward')}>
                    {t(`promotions.rewardKinds.${popup.reward.kind}`)}
                    {popup.reward.project ? <span css={cellNoteStyle}>{localized(popup.reward.project.title)}</span> : null}
                  </td>
                  <td className="num" data-label={t('promotions.popups.claims')} data-testid="popup-claims">
                    {t('promotions.popups.claimsValue', { count: popup.claims })}
                  </td>
                  <td data-label={t('promotions.common.updated')}>
                    <time dateTime={popup.updatedAt}>{formatKst(popup.updatedAt, 'dateMinute', language)}</time>
                    {popup.updatedBy ? <span css={cellNoteStyle}>{personLabel(popup.updatedBy)}</span> : null}
                  </td>
                  {isAdmin ? (
                    <td data-label={t('promotions.common.actions')}>
                      {popup.state !== 'ENDED' ? (
                        <span css={actionsRowStyle}>
                          <button
                            type="button"
                            css={rowButtonStyle}
                            aria-label={t('promotions.popups.editLabel', { title })}
                            onClick={() => setForm({ editing: popup })}
                          >
                            {t('promotions.common.edit')}
                          </button>
                          <button type="button" css={rowButtonStyle} aria-label={t('promotions.popups.endLabel', { title })} onClick={() => ending.ask(popup)}>
                            {t('promotions.popups.end')}
                          </button>
                        </span>
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
