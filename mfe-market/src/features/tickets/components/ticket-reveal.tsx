import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TicketKey } from 'shared-contract';
import { Button, theme, useLanguage, visuallyHidden } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { RevealCard } from '../../../components/reveal-card';
import { keyDetailsPath } from './ticket-kind';

type TicketRevealProps = {
  /** The KEY once revealed; face down before. */
  revealed: TicketKey | null;
  busy: boolean;
  problem: string | null;
  onReveal: () => void;
};

/** The drawn KEY, face down until the member reveals it (the purchase's reveal card and burst). */
export function TicketReveal({ revealed, busy, problem, onReveal }: TicketRevealProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <div
      css={css`
        display: grid;
        justify-items: center;
        gap: 16px;
        text-align: center;
      `}
      data-testid="ticket-reveal"
    >
      <h2
        css={css`
          margin: 0;
          font-size: 18px;
        `}
      >
        {t('tickets.revealedTitle')}
      </h2>
      <RevealCard revealed={revealed} />
      <p aria-live="polite" css={visuallyHidden}>
        {revealed ? `${revealed.key.name[language]} · ${t(`rarity.${revealed.key.rarity}`)} · ${t('purchase.serial', { serial: revealed.serialNo })}` : ''}
      </p>
      {problem && (
        <p
          role="alert"
          data-testid="ticket-error"
          css={css`
            margin: 0;
            color: ${theme.colors.red};
          `}
        >
          {t('tickets.revealFailed')} {problem}
        </p>
      )}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          justify-content: center;
        `}
      >
        {!revealed && (
          <Button size="lg" onClick={onReveal} disabled={busy} aria-busy={busy || undefined} data-testid="ticket-reveal-button">
            {busy ? t('tickets.revealing') : problem ? t('tickets.retryReveal') : t('purchase.reveal')}
          </Button>
        )}
        {revealed && (
          <Button size="lg" variant="secondary" to={keyDetailsPath(revealed.key.id)} data-testid="ticket-view-key">
            {t('tickets.viewKey')}
          </Button>
        )}
        <Button size="lg" variant={revealed ? 'primary' : 'secondary'} to="/ticket" data-testid="ticket-to-list">
          {t('tickets.toTickets')}
        </Button>
      </div>
    </div>
  );
}
