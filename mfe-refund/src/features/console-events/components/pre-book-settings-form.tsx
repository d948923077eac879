import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreBookRewardKind, PreBookSettings, PreBookSettingsInput } from 'shared-contract';
import { formatKst, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ConfirmSaveFooter } from '../../../console-kit/components/confirm-save-footer';
import { checkboxLabelStyle, fieldStyle, hintStyle, inputStyle, insetFormStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { useConfirmedSave } from '../../../console-kit/hooks/use-confirmed-save';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';
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
  const mutation = useUpdatePreBookSettings();
  // A refusal about the window or the project goes to its field; any other stays above the buttons.
  const save = useConfirmedSave<PreBookSettingsInput, PreBookSettings>(
    mutation.mutate,
    () => onSaved(t('events.preBook.saved')),
    (code) => showError(code),
  );
  const [opensAt, setOpensAt] = useState(isoToKstLocal(settings.opensAt));
  const [launchAt, setLaunchAt] = useState(isoToKstLocal(settings.launchAt));
  const [kind, setKind] = useState<PreBookRewardKind>(settings.reward.kind);
  const [projectId, setProjectId] = useState(settings.reward.project ? String(settings.reward.project.id) : '');
  const [windowError, setWindowError] = useState<string | null>(null);
  const [projectError, setProjectError] = useState<string | null>(null);
  const opensRef = useRef<HTMLInputElement>(null);
  const projectRef = useRef<HTMLSelectElement>(null);

  const showError = (code: string) => {
    if (WINDOW_CODES.has(code)) {
      setWindowError(code);
      opensRef.current?.focus();
    } else if (PROJECT_CODES.has(code)) {
      setProjectError(code);
      projectRef.current?.focus();
    } else save.setRefusal(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.setRefusal(null);
    setWindowError(null);
    setProjectError(null);
    const opens = kstLocalToIso(opensAt);
    const launch = kstLocalToIso(launchAt);
    if (!opens || !launch || Date.parse(opens) >= Date.parse(launch)) return showError('PRE_BOOK_WINDOW_INVALID');
    if (kind === 'KEY' && !projectId) return showError('PRE_BOOK_REWARD_PROJECT_REQUIRED');
    save.ask({ opensAt: opens, launchAt: launch, rewardKind: kind, rewardProjectId: kind === 'KEY' ? Number(projectId) : null });
  };

  const chosen = settings.projects.find((project) => String(project.id) === String(save.pending?.rewardProjectId ?? ''));

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} css={insetFormStyle} data-testid="pre-book-settings-form">
      <h4
        id={`${id}-title`}
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {t('events.preBook.formTitle')}
      </h4>
      <FieldWithHint id={`${id}-opens`} label={t('events.preBook.opensAt')} hint={t('events.preBook.opensAtHint')} errorCode={windowError}>
        {(control) => (
          <input
            {...control}
            ref={opensRef}
            type="datetime-local"
            value={opensAt}
            onChange={(event) => setOpensAt(event.target.value)}
            css={[
              inputStyle,
              css`
                max-width: 280px;
              `,
            ]}
          />
        )}
      </FieldWithHint>
      <FieldWithHint id={`${id}-launch`} label={t('events.preBook.launchAt')} hint={t('events.preBook.launchAtHint')} errorCode={null}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={launchAt}
            onChange={(event) => setLaunchAt(event.target.value)}
            css={[
              inputStyle,
              css`
                max-width: 280px;
              `,
            ]}
          />
        )}
      </FieldWithHint>
      <fieldset
        css={[
          fieldStyle,
          css`
            border: 0;
            margin: 0;
            padding: 0;
          `,
        ]}
      >
        <legend
          css={css`
            font-weight: 600;
            margin-bottom: 4px;
          `}
        >
          {t('events.preBook.rewardKind')}
        </legend>
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
            <select
              {...control}
              ref={projectRef}
              value={projectId}
              onChange={(event) => setProjectId(event.target.value)}
              css={[
                inputStyle,
                css`
                  max-width: 420px;
                `,
              ]}
            >
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
      <ConfirmSaveFooter
        save={save}
        testId="pre-book-settings"
        submitLabel={t('events.preBook.save')}
        busy={mutation.isPending}
        saving={mutation.isPending}
        note={<p css={hintStyle}>{t('events.preBook.auditNote')}</p>}
        confirmTitle={t('events.preBook.confirmTitle')}
        confirmText={
          save.pending
            ? t('events.preBook.confirmBody', {
                opens: formatKst(save.pending.opensAt, 'dateMinute', language),
                launch: formatKst(save.pending.launchAt, 'dateMinute', language),
                reward:
                  save.pending.rewardKind === 'KEY' && chosen
                    ? t('events.preBook.rewardKey', { title: localized(chosen.title) })
                    : t('events.preBook.rewardTicket'),
              })
            : null
        }
      />
    </form>
  );
}
