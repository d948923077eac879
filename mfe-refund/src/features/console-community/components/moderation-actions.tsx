import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ReportTarget } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import { actionsRowStyle, hintStyle, subTitleStyle, textareaStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { useCreateBan } from '../api/create-ban';
import { useResolveReports } from '../api/resolve-reports';
import type { TargetRef } from '../utils/community-params';
import { BanForm, type BanFormValues } from './ban-form';
import { banUntil, memberLine, targetLabel } from './labels';

type Confirming = { action: 'hide' } | { action: 'dismiss' } | { action: 'ban'; values: BanFormValues };

/**
 * Hide the content or dismiss its reports (with an optional note for the audit log) while reports are open, and ban
 * its author at any time. Each action is confirmed first; its result is announced and receives the focus.
 */
export function ModerationActions({ detail, target }: { detail: ReportTarget; target: TargetRef }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const resolve = useResolveReports(target);
  const ban = useCreateBan();
  const [note, setNote] = useState('');
  const [banOpen, setBanOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const busy = resolve.isPending || ban.isPending;
  const label = targetLabel(t, target.targetType, target.targetId);
  const authorName = personLabel(detail.author);
  const open = detail.status === 'OPEN';

  const failed = (error: Error) => {
    setConfirming(null);
    setResult({ tone: 'error', text: errorMessage(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR', language) });
  };

  const run = () => {
    if (!confirming) return;
    const trimmed = note.trim() || undefined;
    if (confirming.action === 'ban') {
      const { duration, reason } = confirming.values;
      ban.mutate(
        { userId: detail.author.id, duration, reason, source: { targetType: target.targetType, targetId: target.targetId } },
        {
          onSuccess: (created) => {
            setConfirming(null);
            setBanOpen(false);
            setResult({ tone: 'success', text: t('community.actions.done.ban', { name: authorName, until: banUntil(t, created, language) }) });
          },
          onError: failed,
        },
      );
      return;
    }
    const action = confirming.action;
    resolve.mutate(
      { decision: action, note: trimmed },
      {
        onSuccess: () => {
          setConfirming(null);
          setNote('');
          setResult({ tone: 'success', text: t(`community.actions.done.${action}`, { target: label }) });
        },
        onError: failed,
      },
    );
  };

  const confirmTitle = (current: Confirming) => {
    if (current.action === 'ban') return t('community.actions.confirm.banTitle', { name: authorName });
    if (current.action === 'hide') return t('community.actions.confirm.hideTitle', { type: t(`community.targetTypes.${target.targetType}`).toLowerCase() });
    return t('community.actions.confirm.dismissTitle');
  };

  const confirmBody = (current: Confirming) => {
    if (current.action === 'ban') {
      return t('community.actions.confirm.banBody', { duration: t(`community.banForm.durations.${current.values.duration}`), reason: current.values.reason });
    }
    const body = t(`community.actions.confirm.${current.action}Body`);
    const trimmed = note.trim();
    return trimmed ? `${body} ${t('community.actions.confirm.note', { note: trimmed })}` : body;
  };

  const confirmLabel = (current: Confirming) => (current.action === 'ban' ? t('community.banForm.submit') : t(`community.actions.${current.action}`));

  return (
    <section
      aria-labelledby={`${id}-title`}
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
      data-testid="community-actions"
    >
      <h4 id={`${id}-title`} css={subTitleStyle}>
        {t('community.actions.title')}
      </h4>
      {open ? (
        <>
          <FieldWithHint id={`${id}-note`} label={t('community.actions.note')} hint={t('community.actions.noteHint')} errorCode={null}>
            {(control) => (
              <textarea
                {...control}
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
                css={[
                  textareaStyle,
                  css`
                    min-height: 72px;
                  `,
                ]}
                data-testid="community-note"
              />
            )}
          </FieldWithHint>
          <div css={actionsRowStyle}>
            <Button onClick={() => setConfirming({ action: 'hide' })} disabled={busy || detail.deleted}>
              {t('community.actions.hide')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming({ action: 'dismiss' })} disabled={busy}>
              {t('community.actions.dismiss')}
            </Button>
          </div>
        </>
      ) : (
        <p css={hintStyle} data-testid="community-actions-closed">
          {t('community.actions.closed')}
        </p>
      )}
      <div css={actionsRowStyle}>
        <Button variant="secondary" onClick={() => setBanOpen((current) => !current)} disabled={busy} aria-expanded={banOpen}>
          {t('community.actions.ban')}
        </Button>
      </div>
      {banOpen ? (
        <BanForm
          intro={[
            t('community.banForm.member', { name: memberLine(t, detail.author) }),
            t('community.banForm.source', { target: label }),
            ...(detail.authorBan ? [t('community.banForm.replaces', { until: banUntil(t, detail.authorBan, language) })] : []),
          ]}
          busy={busy}
          onSubmit={(values) => setConfirming({ action: 'ban', values })}
          onCancel={() => setBanOpen(false)}
        />
      ) : null}
      <ActionResult result={result} data-testid="community-action-result" />
      <Dialog
        open={confirming !== null}
        title={confirming ? confirmTitle(confirming) : ''}
        confirmLabel={confirming ? confirmLabel(confirming) : ''}
        cancelLabel={t('console.common.cancel')}
        onConfirm={run}
        onClose={() => setConfirming(null)}
        busy={busy}
        data-testid="community-action-confirm"
      >
        {confirming ? confirmBody(confirming) : null}
      </Dialog>
    </section>
  );
}
