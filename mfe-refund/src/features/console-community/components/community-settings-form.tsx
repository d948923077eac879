import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminCommunity, type CommunitySettingsInput } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Dialog, formatKst, noticeStyle, useLanguage, useLocalized } from 'shared-ui';
import { FocusedHeading } from '../../../components/focused-heading';
import { NAMESPACE } from '../../../namespace';
import { checkboxLabelStyle, hintStyle, inputStyle, insetFormStyle } from '../../../console-kit/components/console-styles';
import { FieldWithHint } from '../../../console-kit/components/field-with-hint';
import { FormButtons } from '../../../console-kit/components/form-buttons';
import { useUpdateCommunity } from '../api/update-community';
import { isoToKstLocal, kstLocalToIso } from '../../../console-kit/utils/kst-datetime';

type Props = { community: AdminCommunity; onSaved: (message: string) => void; onCancel: () => void };

/**
 * An admin's settings of one community: closed for now (or not) and the opening date and time, typed in KST in a
 * `datetime-local` field and sent as ISO with +09:00 (empty: open now). Saving asks first.
 */
export function CommunitySettingsForm({ community, onSaved, onCancel }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const id = useId();
  const save = useUpdateCommunity();
  const title = localized(community.title);
  const [closed, setClosed] = useState(community.closed);
  const [opensAt, setOpensAt] = useState(community.opensAt ? isoToKstLocal(community.opensAt) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<CommunitySettingsInput | null>(null);
  const opensAtRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const iso = opensAt.trim() ? kstLocalToIso(opensAt) : null;
    if (iso === '') {
      setFieldError('COMMUNITY_OPENS_AT_INVALID');
      opensAtRef.current?.focus();
      return;
    }
    setFieldError(null);
    setPending({ closed, opensAt: iso });
  };

  const run = () => {
    if (!pending) return;
    save.mutate(
      { projectId: community.projectId, input: pending },
      {
        onSuccess: () => {
          setPending(null);
          onSaved(t('community.communities.saved', { title }));
        },
        onError: (error) => {
          setPending(null);
          const code = error instanceof ApiError ? error.code : 'TEMPORARY_ERROR';
          if (code === 'COMMUNITY_OPENS_AT_INVALID') {
            setFieldError(code);
            opensAtRef.current?.focus();
          } else setRefusal(code);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} css={insetFormStyle} data-testid="community-settings-form">
      <FocusedHeading
        id={`${id}-title`}
        level={4}
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {t('community.communities.formTitle', { title })}
      </FocusedHeading>
      <div
        css={css`
          display: grid;
          gap: 4px;
        `}
      >
        <label css={checkboxLabelStyle}>
          <input type="checkbox" role="switch" checked={closed} onChange={(event) => setClosed(event.target.checked)} aria-describedby={`${id}-closed-hint`} />
          {t('community.communities.closed')}
        </label>
        <p
          id={`${id}-closed-hint`}
          css={[
            hintStyle,
            css`
              margin: 0;
            `,
          ]}
        >
          {t('community.communities.closedHint')}
        </p>
      </div>
      <FieldWithHint id={`${id}-opens-at`} label={t('community.communities.opensAt')} hint={t('community.communities.opensAtHint')} errorCode={fieldError}>
        {(control) => (
          <input
            {...control}
            ref={opensAtRef}
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
      {refusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="community-settings-error">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
      <FormButtons submitLabel={t('community.communities.save')} busy={save.isPending} onCancel={onCancel} />
      <Dialog
        open={pending !== null}
        title={t('community.communities.confirmTitle', { title })}
        confirmLabel={t('community.communities.save')}
        cancelLabel={t('console.common.cancel')}
        onConfirm={run}
        onClose={() => setPending(null)}
        busy={save.isPending}
        data-testid="community-settings-confirm"
      >
        {pending ? (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {pending.closed ? t('community.communities.confirmClosed') : t('community.communities.confirmOpen')}
            </p>
            <p
              css={css`
                margin: 0;
              `}
            >
              {pending.opensAt
                ? t('community.communities.confirmOpensAt', { at: formatKst(pending.opensAt, 'dateMinute', language) })
                : t('community.communities.confirmOpensNow')}
            </p>
          </>
        ) : null}
      </Dialog>
    </form>
  );
}
