import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectorPath, type MyKey, type MyShowcase } from 'shared-contract';
import { ApiError } from 'shared-session';
import {
  Button,
  checkboxRowStyle,
  EmptyState,
  ErrorState,
  fieldHintStyle,
  noticeStyle,
  PageContainer,
  ShareLinkButton,
  Skeleton,
  theme,
  useLanguage,
} from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { MY_SHOWCASE_QUERY_KEY, saveShowcase, useMyKeys, useMyShowcase } from '../api/showcase-api';
import { keyGridStyle, ShowcaseKey } from './showcase-key';

/** `/cabinet/showcase`: the member switches their public showcase on or off and chooses the KEYs it shows. */
export function ShowcaseSettings() {
  const { t } = useTranslation(NAMESPACE);
  const showcase = useMyShowcase();
  const keys = useMyKeys();
  const frame = { title: t('showcase.title'), subtitle: t('showcase.subtitle'), width: 'wide' as const };

  if (showcase.isPending || keys.isPending) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 12px;
          `}
          data-testid="showcase-loading"
        >
          <Skeleton height={44} />
          <Skeleton height={200} />
        </div>
      </PageContainer>
    );
  }
  if (showcase.isError || keys.isError) {
    const retry = () => {
      void showcase.refetch();
      void keys.refetch();
    };
    return (
      <PageContainer {...frame}>
        <ErrorState error={showcase.error ?? keys.error} title={t('showcase.loadFailed')} onRetry={retry} />
      </PageContainer>
    );
  }
  return (
    <PageContainer {...frame}>
      <ShowcaseForm saved={showcase.data} keys={keys.data.items} />
    </PageContainer>
  );
}

function ShowcaseForm({ saved, keys }: { saved: MyShowcase; keys: MyKey[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [chosen, setChosen] = useState<number[]>(saved.keyItemIds);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nickname = saved.nickname;
  const link = nickname === null ? null : `${window.location.origin}${collectorPath(nickname)}`;

  const toggle = (keyItemId: number, on: boolean) =>
    setChosen((current) => (on ? [...current.filter((id) => id !== keyItemId), keyItemId] : current.filter((id) => id !== keyItemId)));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    setMessage(null);
    try {
      const answer = await saveShowcase({ enabled, keyItemIds: chosen });
      queryClient.setQueryData(MY_SHOWCASE_QUERY_KEY, answer);
      setEnabled(answer.enabled);
      setChosen(answer.keyItemIds);
      setMessage(answer.enabled ? t('showcase.saved') : t('showcase.savedOff'));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('showcase.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      css={css`
        display: grid;
        gap: 20px;
      `}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="showcase-form"
    >
      <div
        css={css`
          display: grid;
          gap: 6px;
        `}
      >
        <label css={checkboxRowStyle}>
          <input
            type="checkbox"
            checked={enabled}
            disabled={nickname === null && !enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            aria-describedby="showcase-enabled-hint"
            data-testid="showcase-enabled"
          />
          {t('showcase.enabled')}
        </label>
        <p id="showcase-enabled-hint" css={fieldHintStyle}>
          {t('showcase.enabledHint')}
        </p>
        {nickname === null && (
          <p css={noticeStyle('info')} data-testid="showcase-no-nickname">
            {t('showcase.noNickname')}
          </p>
        )}
        {link !== null && (
          <div
            css={css`
              display: grid;
              gap: 8px;
            `}
          >
            <span
              css={css`
                font-size: 14px;
                font-weight: 600;
              `}
            >
              {t('showcase.publicLink')}
            </span>
            <code
              css={css`
                font-size: 14px;
                overflow-wrap: anywhere;
                color: ${theme.colors.gray800};
              `}
              data-testid="showcase-link"
            >
              {link}
            </code>
            {saved.enabled && nickname !== null && (
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: 8px;
                  align-items: start;
                `}
              >
                <Button variant="secondary" to={collectorPath(nickname)}>
                  {t('showcase.view')}
                </Button>
                <ShareLinkButton
                  target={{ title: t('showcase.collectorTitle', { nickname }), url: link }}
                  label={t('showcase.share')}
                  align="start"
                  data-testid="showcase-share"
                />
              </div>
            )}
          </div>
        )}
      </div>

      <fieldset
        css={css`
          border: 0;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 12px;
          min-width: 0;
        `}
      >
        <legend
          css={css`
            font-size: 17px;
            font-weight: 700;
            padding: 0;
            margin-bottom: 4px;
          `}
        >
          {t('showcase.choose')}
        </legend>
        <p
          aria-live="polite"
          css={css`
            margin: 0;
            font-size: 14px;
            color: ${theme.colors.gray700};
          `}
          data-testid="showcase-chosen-count"
        >
          {t('showcase.chosenCount', { count: chosen.length })}
        </p>
        {keys.length === 0 ? (
          <EmptyState title={t('showcase.noKeys')} description={t('showcase.noKeysHint')} action={<Button to="/cabinet">{t('showcase.toCabinet')}</Button>} />
        ) : (
          <ul css={keyGridStyle}>
            {keys.map((item) => (
              <li key={item.keyItemId} data-testid="showcase-choice">
                <ShowcaseKey drawn={item.key} serialNo={item.serialNo}>
                  <label css={checkboxRowStyle}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(item.keyItemId)}
                      onChange={(event) => toggle(item.keyItemId, event.target.checked)}
                      aria-label={t('showcase.chooseKey', { name: item.key.name[language], serial: item.serialNo })}
                    />
                    {t('showcase.show')}
                  </label>
                </ShowcaseKey>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div
        css={css`
          display: grid;
          gap: 8px;
          justify-items: start;
        `}
      >
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} data-testid="showcase-save">
          {busy ? t('showcase.saving') : t('showcase.save')}
        </Button>
        <p
          role="status"
          css={css`
            margin: 0;
            min-height: 20px;
            font-size: 14px;
          `}
          data-testid="showcase-message"
        >
          {message ?? ''}
        </p>
        {failure && (
          <p
            role="alert"
            css={css`
              margin: 0;
              font-size: 14px;
              color: ${theme.colors.red};
            `}
            data-testid="showcase-error"
          >
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
