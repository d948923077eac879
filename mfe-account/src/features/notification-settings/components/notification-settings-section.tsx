import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, SWITCHABLE_NOTIFICATION_TYPES, type AgreePush, type NotificationSettingsUpdate } from 'shared-contract';
import { ApiError } from 'shared-session';
import { ErrorState, Skeleton, Switch, theme, useLanguage } from 'shared-ui';
import { headingStyle, leadStyle, noticeStyle, sectionStyle } from '../../../components/form-styles';
import { NAMESPACE } from '../../../namespace';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const PUSH_DETAILS = ['isAgreePushContents', 'isAgreePushFreetime', 'isAgreePushNight'] as const satisfies readonly (keyof AgreePush)[];

const groupStyle = css`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;
const groupTitleStyle = css`
  padding: 0;
  margin: 0 0 4px;
  font-size: 16px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;
const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 4px 0;
  border-top: 1px solid ${theme.colors.gray100};
  &:first-of-type {
    border-top: none;
  }
`;
const labelStyle = css`
  display: block;
  font-size: 15px;
  color: ${theme.colors.gray900};
  word-break: keep-all;
`;
const hintStyle = css`
  display: block;
  margin-top: 2px;
  font-size: 13px;
  color: ${theme.colors.gray600};
  word-break: keep-all;
`;

type RowProps = { id: string; label: string; hint?: string; checked: boolean; onChange: (next: boolean) => void; disabled?: boolean; busy: boolean };

function SettingRow({ id, label, hint, checked, onChange, disabled = false, busy }: RowProps) {
  return (
    <li css={rowStyle}>
      <span
        css={css`
          min-width: 0;
        `}
      >
        <span id={`${id}-label`} css={labelStyle}>
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} css={hintStyle}>
            {hint}
          </span>
        ) : null}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        labelledBy={`${id}-label`}
        describedBy={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        busy={busy}
        data-testid={id}
      />
    </li>
  );
}

/**
 * Account settings: the app's push consents (spec 3 `agreePush`; the details only with push on) and, per type, whether
 * web notifications arrive. Each switch saves at once.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [result, setResult] = useState<{ ok: true } | { ok: false; code: string } | null>(null);

  const save = (change: NotificationSettingsUpdate) => {
    setResult(null);
    update.mutate(change, {
      onSuccess: () => setResult({ ok: true }),
      onError: (error) => setResult({ ok: false, code: error instanceof ApiError ? error.code : 'TEMPORARY_ERROR' }),
    });
  };

  const data = settings.data;
  // The switch whose change is on its way.
  const saving = update.isPending ? update.variables : undefined;
  const savingPush = (key: keyof AgreePush) => saving?.agreePush?.[key] !== undefined;
  return (
    <section css={sectionStyle} aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title" css={headingStyle}>
        {t('notificationSettings.title')}
      </h2>
      {settings.isPending ? (
        <div aria-busy="true" aria-label={t('notificationSettings.loading')} css={{ display: 'grid', gap: 8, marginTop: 12 }}>
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      ) : !data ? (
        <ErrorState error={settings.error} title={t('notificationSettings.errorTitle')} onRetry={() => void settings.refetch()} />
      ) : (
        <div css={{ display: 'grid', gap: 20, marginTop: 12 }}>
          <fieldset css={groupStyle}>
            <legend css={groupTitleStyle}>{t('notificationSettings.push.title')}</legend>
            <p
              css={[
                leadStyle,
                css`
                  font-size: 14px;
                `,
              ]}
            >
              {t('notificationSettings.push.lead')}
            </p>
            <ul
              css={css`
                margin: 0;
                padding: 0;
                list-style: none;
              `}
            >
              <SettingRow
                id="push-isAgreePush"
                label={t('notificationSettings.push.labels.isAgreePush')}
                hint={data.agreePush.isAgreePush ? undefined : t('notificationSettings.push.needsPush')}
                checked={data.agreePush.isAgreePush}
                busy={savingPush('isAgreePush')}
                onChange={(next) => save({ agreePush: { isAgreePush: next } })}
              />
              {PUSH_DETAILS.map((key) => (
                <SettingRow
                  key={key}
                  id={`push-${key}`}
                  label={t(`notificationSettings.push.labels.${key}`)}
                  checked={data.agreePush[key]}
                  disabled={!data.agreePush.isAgreePush}
                  busy={savingPush(key)}
                  onChange={(next) => save({ agreePush: { [key]: next } })}
                />
              ))}
            </ul>
          </fieldset>
          <fieldset css={groupStyle}>
            <legend css={groupTitleStyle}>{t('notificationSettings.web.title')}</legend>
            <p
              css={[
                leadStyle,
                css`
                  font-size: 14px;
                `,
              ]}
            >
              {t('notificationSettings.web.lead')}
            </p>
            <ul
              css={css`
                margin: 0;
                padding: 0;
                list-style: none;
              `}
            >
              {SWITCHABLE_NOTIFICATION_TYPES.map((type) => (
                <SettingRow
                  key={type}
                  id={`web-${type}`}
                  label={t(`notificationSettings.web.labels.${type}`)}
                  hint={t(`notificationSettings.web.hints.${type}`)}
                  checked={data.types[type]}
                  busy={saving?.types?.[type] !== undefined}
                  onChange={(next) => save({ types: { [type]: next } })}
                />
              ))}
            </ul>
          </fieldset>
        </div>
      )}
      <div aria-live="polite" data-testid="notification-settings-result">
        {result?.ok ? <p css={noticeStyle('success')}>{t('notificationSettings.saved')}</p> : null}
        {result && !result.ok ? (
          <p role="alert" css={noticeStyle('error')}>
            {errorMessage(result.code, language)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
