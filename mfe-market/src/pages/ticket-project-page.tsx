import { TicketExchange } from '../features/tickets/components/ticket-exchange';

export default function TicketProjectPage() {
  return <TicketExchange />;
}
