import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type PreBookRewardKind, type PreBookSettings, type PreBookSettingsInput } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, formatKst, noticeStyle, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { actionsRowStyle, checkboxLabelStyle, fieldStyle, hintStyle, inputStyle, insetFormStyle } from '../../console/components/console-styles';
import { FieldWithHint } from '../../console/components/field-with-hint';
import { isoToKstLocal, kstLocalToIso } from '../../console-community/utils/kst-datetime';
import { useUpdatePreBookSettings } from '../api/update-pre-book-settings';

type Props = { settings: PreBookSettings; onSaved: (message: string) => void };

const WINDOW_CODES = new Set(['PRE_BOOK_WINDOW_INVALID']);
const PROJECT_CODES = new Set(['PRE_BOOK_REWARD_PROJECT_REQUIRED', 'PROJECT_NOT_FOUND']);

/**
 * An admin's pre-registration settings: the window's start and the launch (typed in KST in `datetime-local` fields,
 * sent with +09:00), and the reward: a KEY drawn from a chosen project, or a ticket. The shared schema checks the
 * form before anything is sent; saving asks first.
 */
export function PreBookSettingsForm({ settings, onSaved }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const id = useId();
  const save = useUpdatePreBookSettings();
  const [opensAt, setOpensAt] = useState(isoToKstLocal(settings.opensAt));
  const [launchAt, setLaunchAt] = useState(isoToKstLocal(settings.launchAt));
  const [kind, setKind] = useState<PreBookRewardKind>(settings.reward.kind);
  const [projectId, setProjectId] = useState(settings.reward.project ? String(settings.reward.project.id) : '');
  const [windowError, setWindowError] = useState<string | null>(null);
  const [projectError, setProjectError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<PreBookSettingsInput | null>(null);
  const opensRef = useRef<HTMLInputElement>(null);
  const projectRef = useRef<HTMLSelectElement>(null);

  const showError = (code: string) => {
    if (WINDOW_CODES.has(code)) {
      setWindowError(code);
      opensRef.current?.focus();
    } else if (PROJECT_CODES.has(code)) {
      setProjectError(code);
      projectRef.current?.focus();
    } else setRefusal(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setWindowError(null);
    setProjectError(null);
    const opens = kstLocalToIso(opensAt);
    const launch = kstLocalToIso(launchAt);
    if (!opens || !launch || Date.parse(opens) >= Date.parse(launch)) return showError('PRE_BOOK_WINDOW_INVALID');
    if (kind === 'KEY' && !projectId) return showError('PRE_BOOK_REWARD_PROJECT_REQUIRED');
    setPending({ opensAt: opens, launchAt: launch, rewardKind: kind, rewardProjectId: kind === 'KEY' ? Number(projectId) : null });
  };

  const run = () => {
    if (!pending) return;
    save.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        onSaved(t('events.preBook.saved'));
      },
      onError: (error) => {
        setPending(null);
        showError(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR');
      },
    });
  };

  const chosen = settings.projects.find((project) => String(project.id) === String(pending?.rewardProjectId ?? ''));

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} css={insetFormStyle} data-testid="pre-book-settings-form">
      <h4 id={`${id}-title`} css={css`margin: 0; font-size: 16px;`}>
        {t('events.preBook.formTitle')}
      </h4>
      <FieldWithHint id={`${id}-opens`} label={t('events.preBook.opensAt')} hint={t('events.preBook.opensAtHint')} errorCode={windowError}>
        {(control) => <input {...control} ref={opensRef} type="datetime-local" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} css={[inputStyle, css`max-width: 280px;`]} />}
      </FieldWithHint>
      <FieldWithHint id={`${id}-launch`} label={t('events.preBook.launchAt')} hint={t('events.preBook.launchAtHint')} errorCode={null}>
        {(control) => <input {...control} type="datetime-local" value={launchAt} onChange={(event) => setLaunchAt(event.target.value)} css={[inputStyle, css`max-width: 280px;`]} />}
      </FieldWithHint>
      <fieldset css={[fieldStyle, css`border: 0; margin: 0; padding: 0;`]}>
        <legend css={css`font-weight: 600; margin-bottom: 4px;`}>{t('events.preBook.rewardKind')}</legend>
        {(['TICKET', 'KEY'] as const).map((value) => (
          <label key={value} css={checkboxLabelStyle}>
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`events.preBook.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'KEY' ? (
        <FieldWithHint id={`${id}-project`} label={t('events.preBook.project')} hint={t('events.preBook.projectHint')} errorCode={projectError}>
          {(control) => (
            <select {...control} ref={projectRef} value={projectId} onChange={(event) => setProjectId(event.target.value)} css={[inputStyle, css`max-width: 420px;`]}>
              <option value="">{t('events.preBook.chooseProject')}</option>
              {settings.projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {t('events.preBook.projectOption', { title: localized(project.title), remaining: project.remaining })}
                </option>
              ))}
            </select>
          )}
        </FieldWithHint>
      ) : null}
      {refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="pre-book-settings-error">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
      <p css={hintStyle}>{t('events.preBook.auditNote')}</p>
      <div css={actionsRowStyle}>
        <Button type="submit" disabled={save.isPending}>
          {t('events.preBook.save')}
        </Button>
      </div>
      <Dialog
        open={pending !== null}
        title={t('events.preBook.confirmTitle')}
        confirmLabel={t('events.preBook.save')}
        cancelLabel={t('console.common.cancel')}
        onConfirm={run}
        onClose={() => setPending(null)}
        busy={save.isPending}
        data-testid="pre-book-settings-confirm"
      >
        {pending ? (
          <p css={css`margin: 0;`}>
            {t('events.preBook.confirmBody', {
              opens: formatKst(pending.opensAt, 'dateMinute'),
              launch: formatKst(pending.launchAt, 'dateMinute'),
              reward: pending.rewardKind === 'KEY' && chosen ? t('events.preBook.rewardKey', { title: localized(chosen.title) }) : t('events.preBook.rewardTicket'),
            })}
          </p>
        ) : null}
      </Dialog>
    </form>
  );
}
