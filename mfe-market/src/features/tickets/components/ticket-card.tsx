import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Ticket } from 'shared-contract';
import { Button, formatKst, theme, useLanguage } from 'shared-ui';
import { ArtThumbnail } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';
import { exchangePath, keyDetailsPath, ticketKindLabel } from './ticket-kind';
import { TicketStatusBadge } from './ticket-status-badge';

const card = css`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;

/** One ticket: kind, dates, status, and either the exchange action or the KEY it gave. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const kind = ticketKindLabel(t, ticket.kind);
  const drawn = ticket.drawn;
  return (
    <li css={card} data-testid="ticket-card" data-ticket-id={ticket.id}>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
        `}
      >
        <strong
          data-testid="ticket-kind"
          css={css`
            font-size: 16px;
          `}
        >
          {kind}
        </strong>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p
        data-testid="ticket-dates"
        css={css`
          margin: 0;
          font-size: 13px;
          color: ${theme.colors.gray600};
        `}
      >
        {t('tickets.granted', { date: formatKst(ticket.grantedAt, 'date', language) })} ·{' '}
        {ticket.expiresAt ? t('tickets.expires', { date: formatKst(ticket.expiresAt, 'date', language) }) : t('tickets.noExpiry')}
      </p>
      {drawn && (
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
          data-testid="ticket-key"
        >
          <ArtThumbnail src={drawn.key.imageUrl} width={48} height={64} />
          <div
            css={css`
              display: grid;
              gap: 2px;
              min-width: 0;
            `}
          >
            <span
              css={css`
                font-size: 12px;
                color: ${theme.colors.gray500};
              `}
            >
              {t('tickets.gave')}
            </span>
            {ticket.revealedAt ? (
              <Link
                to={keyDetailsPath(drawn.key.id)}
                data-testid="ticket-key-link"
                css={css`
                  color: ${theme.colors.gray900};
                  font-weight: 700;
                  overflow-wrap: anywhere;
                `}
              >
                {drawn.key.name[language]} · {t('purchase.serial', { serial: drawn.serialNo })}
              </Link>
            ) : (
              <Link
                to={exchangePath(ticket.id)}
                data-testid="ticket-reveal-link"
                css={css`
                  color: ${theme.colors.pink};
                  font-weight: 700;
                `}
              >
                {t('tickets.revealKey')}
              </Link>
            )}
            <span
              css={css`
                font-size: 12px;
                color: ${theme.colors.gray500};
              `}
            >
              {drawn.key.projectTitle[language]}
            </span>
          </div>
        </div>
      )}
      {ticket.status === 'AVAILABLE' && (
        <Button to={exchangePath(ticket.id)} fullWidth aria-label={t('tickets.exchangeFor', { kind })} data-testid="ticket-exchange">
          {t('tickets.exchange')}
        </Button>
      )}
    </li>
  );
}
