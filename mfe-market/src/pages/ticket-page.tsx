import { TicketList } from '../features/tickets/components/ticket-list';

export default function TicketPage() {
  return <TicketList />;
}
