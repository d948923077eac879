import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Watch } from 'shared-contract';
import { Button, fieldErrorStyle, formatGold, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useRemoveWatch } from '../api/remove-watch';
import { useUpdateWatch } from '../api/update-watch';
import { problemText } from './problem-text';
import { WatchPriceForm } from './watch-price-form';

/** The alert price of a watch in words. */
export function useAlertText() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (maxPriceGold: number | null) =>
    maxPriceGold === null ? t('watchlist.alertAny') : t('watchlist.alertAt', { amount: formatGold(maxPriceGold, language) });
}

interface WatchActionsProps {
  watch: Watch;
  /** The watched design's or project's name in the page's language. */
  name: string;
  /** Said (politely) after a change: saved, or removed. */
  onMessage: (message: string) => void;
}

/** A watch's alert price with Edit price (an inline form) and Remove, each named after what it is about. */
export function WatchActions({ watch, name, onMessage }: WatchActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const alertText = useAlertText();
  const update = useUpdateWatch();
  const remove = useRemoveWatch();
  const [editing, setEditing] = useState(false);

  const save = async (maxPriceGold: number | null) => {
    try {
      await update.mutateAsync({ id: watch.id, maxPriceGold });
      setEditing(false);
      onMessage(t('watchlist.saved'));
    } catch {
      // The mutation's error is shown under the field.
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync(watch.id);
      onMessage(t('watchlist.removed', { name }));
    } catch {
      // Shown below.
    }
  };

  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      <p
        css={css`
          margin: 0;
          font-size: 14px;
          color: ${theme.colors.gray700};
        `}
        data-testid="watch-alert"
      >
        {alertText(watch.maxPriceGold)}
      </p>
      {editing ? (
        <WatchPriceForm
          name={name}
          initialPriceGold={watch.maxPriceGold}
          submitLabel={t('watchlist.save')}
          busy={update.isPending}
          problem={update.error ? problemText(update.error, language) : null}
          onSubmit={(price) => void save(price)}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      ) : (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={t('watchlist.editLabel', { name })} data-testid="watch-edit">
            {t('watchlist.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void drop()}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            aria-label={t('watchlist.removeLabel', { name })}
            data-testid="watch-remove"
          >
            {remove.isPending ? t('watchlist.removing') : t('watchlist.remove')}
          </Button>
        </div>
      )}
      {remove.error && (
        <p role="alert" css={fieldErrorStyle} data-testid="watch-remove-error">
          {problemText(remove.error, language)}
        </p>
      )}
    </div>
  );
}
