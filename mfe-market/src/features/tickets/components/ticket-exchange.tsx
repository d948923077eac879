import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type TicketKey } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, useAttemptKey, useSessionStore } from 'shared-session';
import { Button, Dialog, EmptyState, ErrorState, PageContainer, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { exchangeTicket } from '../api/exchange-ticket';
import { MY_TICKETS_QUERY_KEY, useMyTickets } from '../api/get-my-tickets';
import { TICKET_PROJECTS_QUERY_KEY, useTicketProjects } from '../api/get-ticket-projects';
import { revealTicket } from '../api/reveal-ticket';
import { useIdParam } from '../../../hooks/use-id-param';
import { ProjectChooser } from './project-chooser';
import { ticketKindLabel } from './ticket-kind';
import { TicketReveal } from './ticket-reveal';

/**
 * `/ticket/project?ticketId=`: the member chooses an eligible project, confirms, the ticket is exchanged for one
 * KEY (one Idempotency-Key per attempt, kept while a retry's outcome is unknown), then reveals that KEY.
 */
export function TicketExchange() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const ticketId = useIdParam('ticketId');
  const status = useSessionStore((state) => state.status);
  const tickets = useMyTickets(status === 'authenticated');
  const projects = useTicketProjects();
  const queryClient = useQueryClient();
  const exchangeAttempt = useAttemptKey();
  const revealAttempt = useAttemptKey();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [exchanged, setExchanged] = useState(false);
  const [revealed, setRevealed] = useState<TicketKey | null>(null);

  const frame = { title: t('tickets.projectTitle'), subtitle: t('tickets.projectSubtitle'), width: 'narrow' as const };
  const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language));

  if (status !== 'authenticated' || tickets.isPending || projects.isPending) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          data-testid="ticket-project-loading"
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <Skeleton height={72} radius={12} />
          <Skeleton height={72} radius={12} />
          <Skeleton height={72} radius={12} />
        </div>
      </PageContainer>
    );
  }
  if (tickets.isError || projects.isError) {
    const failed = tickets.isError ? tickets : projects;
    return (
      <PageContainer {...frame}>
        <ErrorState
          error={failed.error}
          title={tickets.isError ? t('tickets.loadFailed') : t('tickets.projectsFailed')}
          onRetry={() => void failed.refetch()}
        />
      </PageContainer>
    );
  }

  const ticket = tickets.data.find((candidate) => candidate.id === ticketId);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MY_TICKETS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: TICKET_PROJECTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };

  const reveal = async () => {
    if (!ticket) return;
    setBusy(true);
    setProblem(null);
    const request = { ticketId: ticket.id };
    try {
      const result = await revealTicket(ticket.id, revealAttempt.keyFor(request));
      revealAttempt.settle();
      setRevealed(result);
      void queryClient.invalidateQueries({ queryKey: MY_TICKETS_QUERY_KEY });
    } catch (error) {
      revealAttempt.settle(error);
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (ticket && (exchanged || ticket.status === 'COMPLETED')) {
    return (
      <PageContainer {...frame}>
        <TicketReveal revealed={revealed} busy={busy} problem={problem} onReveal={() => void reveal()} />
      </PageContainer>
    );
  }
  if (!ticket || ticket.status !== 'AVAILABLE') {
    return (
      <PageContainer {...frame}>
        <EmptyState
          title={t('tickets.unusable')}
          description={t('tickets.unusableHint')}
          action={<Button to="/ticket">{t('tickets.toTickets')}</Button>}
          data-testid="ticket-unusable"
        />
      </PageContainer>
    );
  }
  if (projects.data.length === 0) {
    return (
      <PageContainer {...frame}>
        <EmptyState title={t('tickets.noProjects')} action={<Button to="/ticket">{t('tickets.toTickets')}</Button>} data-testid="ticket-projects-empty" />
      </PageContainer>
    );
  }

  const chosen = projects.data.find((project) => project.id === selected) ?? null;
  const exchange = async () => {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    const request = { ticketId: ticket.id, projectId: chosen.id };
    try {
      await exchangeTicket(request, exchangeAttempt.keyFor(request));
      exchangeAttempt.settle();
      setExchanged(true);
      refresh();
    } catch (error) {
      exchangeAttempt.settle(error);
      setProblem(messageOf(error));
      // What the refusal may have changed: the supply, the eligibility or the ticket itself.
      refresh();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <PageContainer {...frame}>
      <form
        css={css`
          display: grid;
          gap: 16px;
        `}
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) {
            setProblem(t('tickets.chooseFirst'));
            return;
          }
          setProblem(null);
          setConfirming(true);
        }}
      >
        <p
          css={css`
            margin: 0;
            font-weight: 700;
          `}
          data-testid="ticket-exchanged-kind"
        >
          {ticketKindLabel(t, ticket.kind)}
        </p>
        <ProjectChooser
          projects={projects.data}
          selected={selected}
          onSelect={(projectId) => {
            setSelected(projectId);
            setProblem(null);
          }}
        />
        {problem && (
          <p
            role="alert"
            data-testid="ticket-error"
            css={css`
              margin: 0;
              padding: 10px 12px;
              border-radius: ${theme.radius.sm}px;
              background: ${theme.colors.pinkSoft};
              font-size: 14px;
            `}
          >
            {problem}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy || undefined} data-testid="ticket-exchange-submit">
          {busy ? t('tickets.exchanging') : t('tickets.exchange')}
        </Button>
      </form>
      <Dialog
        open={confirming}
        title={t('tickets.confirmTitle')}
        confirmLabel={busy ? t('tickets.exchanging') : t('tickets.confirm')}
        cancelLabel={t('tickets.cancel')}
        onConfirm={() => void exchange()}
        onClose={() => setConfirming(false)}
        busy={busy}
        data-testid="ticket-confirm"
      >
        {chosen ? t('tickets.confirmBody', { project: chosen.title[language] }) : null}
      </Dialog>
    </PageContainer>
  );
}
