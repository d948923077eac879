import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Watch } from 'shared-contract';
import { Button, ErrorState, panelStyle, panelTitleStyle, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useAddWatch } from '../api/add-watch';
import { useWatchlist } from '../api/get-watchlist';
import { problemText } from './problem-text';
import { WatchActions } from './watch-actions';
import { WatchPriceForm } from './watch-price-form';

export type WatchScope = { keyDesignId: number } | { projectId: number };

const watches = (watch: Watch, scope: WatchScope) =>
  'keyDesignId' in scope
    ? watch.target.kind === 'design' && watch.target.keyDesignId === scope.keyDesignId
    : watch.target.kind === 'project' && watch.target.projectId === scope.projectId;

/**
 * The Watch control of a KEY design's or a project's page (members only; loaded lazily): Watch opens the alert-price
 * form; once watched, the price with Edit price and Remove, and a link to the watchlist.
 */
export function WatchControl({ scope, name }: { scope: WatchScope; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const list = useWatchlist();
  const add = useAddWatch();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState('');
  const watch = list.data?.items.find((item) => watches(item, scope));

  const submit = async (maxPriceGold: number | null) => {
    try {
      await add.mutateAsync({ ...scope, maxPriceGold });
      setAdding(false);
      setMessage(t('watchlist.added'));
    } catch {
      // The mutation's error is shown under the field.
    }
  };

  const body = () => {
    if (list.isPending) return <Skeleton height={44} />;
    if (list.isError) return <ErrorState error={list.error} title={t('watchlist.loadFailed')} onRetry={() => void list.refetch()} />;
    if (watch) {
      return (
        <>
          <p
            css={css`
              margin: 0 0 8px;
              font-weight: 600;
            `}
          >
            {t('watchlist.watching')}
          </p>
          <WatchActions watch={watch} name={name} onMessage={setMessage} />
        </>
      );
    }
    if (adding) {
      return (
        <WatchPriceForm
          name={name}
          initialPriceGold={null}
          submitLabel={t('watchlist.add')}
          busy={add.isPending}
          problem={add.error ? problemText(add.error, language) : null}
          onSubmit={(price) => void submit(price)}
          onCancel={() => {
            add.reset();
            setAdding(false);
          }}
        />
      );
    }
    return (
      <Button variant="secondary" onClick={() => setAdding(true)} aria-label={t('watchlist.watchLabel', { name })} data-testid="watch-open">
        {t('watchlist.watch')}
      </Button>
    );
  };

  return (
    <section
      css={[
        panelStyle,
        css`
          margin-top: 16px;
        `,
      ]}
      aria-labelledby="watch-control-title"
      data-testid="watch-control"
    >
      <h2 id="watch-control-title" css={panelTitleStyle}>
        {t('watchlist.title')}
      </h2>
      {body()}
      <p
        role="status"
        css={css`
          margin: 0;
        `}
        data-testid="watch-message"
      >
        {message}
      </p>
      <Button variant="ghost" size="sm" to="/market/watchlist" data-testid="watch-list-link">
        {t('watchlist.toList')}
      </Button>
    </section>
  );
}
