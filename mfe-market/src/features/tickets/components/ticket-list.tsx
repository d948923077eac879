import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from 'shared-session';
import { Button, EmptyState, ErrorState, mq, PageContainer, Skeleton } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketCard } from './ticket-card';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  }
`;

/** `/ticket`: the member's tickets (the shell sends a visitor to sign-in; this waits for the session). */
export function TicketList() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const tickets = useMyTickets(status === 'authenticated');
  const frame = { title: t('tickets.title'), subtitle: t('tickets.subtitle') };

  if (status !== 'authenticated' || tickets.isPending) {
    return (
      <PageContainer {...frame}>
        <div aria-busy="true" data-testid="tickets-loading" css={grid}>
          <Skeleton height={132} radius={12} />
          <Skeleton height={132} radius={12} />
        </div>
      </PageContainer>
    );
  }
  if (tickets.isError) {
    return (
      <PageContainer {...frame}>
        <ErrorState error={tickets.error} title={t('tickets.loadFailed')} onRetry={() => void tickets.refetch()} />
      </PageContainer>
    );
  }
  if (tickets.data.length === 0) {
    return (
      <PageContainer {...frame}>
        <EmptyState
          title={t('tickets.empty')}
          description={t('tickets.emptyHint')}
          action={<Button to="/shop">{t('tickets.toShop')}</Button>}
          data-testid="tickets-empty"
        />
      </PageContainer>
    );
  }
  const available = tickets.data.filter((ticket) => ticket.status === 'AVAILABLE').length;
  return (
    <PageContainer {...frame}>
      <h2
        css={css`
          margin: 0 0 12px;
          font-size: 16px;
        `}
      >
        {t('tickets.list')} · <span data-testid="tickets-available">{t('tickets.available', { count: available })}</span>
      </h2>
      <ul css={grid} aria-label={t('tickets.list')}>
        {tickets.data.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    </PageContainer>
  );
}
