import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { PageContainer } from 'shared-ui';
import { AuditLog } from '../features/console-audit/components/audit-log';
import { CommunitySection } from '../features/console-community/components/community-section';
import { PurchasesSection } from '../features/console-purchases/components/purchases-section';
import { EventsSection } from '../features/console-events/components/events-section';
import { MonthlySection } from '../features/console-monthly/components/monthly-section';
import { PromotionsSection } from '../features/console-promotions/components/promotions-section';
import { ConsoleInquiries } from '../features/console-inquiries/components/console-inquiries';
import { RefundBatches } from '../features/console-refunds/components/refund-batches';
import { RefundRequests } from '../features/console-refunds/components/refund-requests';
import { RemotesSection } from '../features/console-remotes/components/remotes-section';
import { ScheduleSection } from '../features/console-schedule/components/schedule-section';
import { ConsoleFrame } from '../console-kit/components/console-frame';
import { StaffGuard } from '../console-kit/components/staff-guard';
import type { ConsoleSection } from '../console-kit/utils/sections';
import { NAMESPACE } from '../namespace';

function renderSection(section: ConsoleSection, staff: Me) {
  switch (section) {
    case 'requests':
      return <RefundRequests staff={staff} />;
    case 'batches':
      return <RefundBatches />;
    case 'inquiries':
      return <ConsoleInquiries />;
    case 'community':
      return <CommunitySection staff={staff} />;
    case 'purchases':
      return <PurchasesSection />;
    case 'events':
      return <EventsSection staff={staff} />;
    case 'monthly':
      return <MonthlySection staff={staff} />;
    case 'promotions':
      return <PromotionsSection staff={staff} />;
    case 'schedule':
      return <ScheduleSection staff={staff} />;
    case 'remotes':
      return <RemotesSection />;
    case 'audit':
      return <AuditLog />;
  }
}

/**
 * `/refund/console`: the support team's workplace (roles support and admin): refund requests, payout batches,
 * inquiries, community moderation, the termination schedule, the remotes' deploys and the audit log, each a tab kept in the URL.
 */
export default function ConsolePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('console.title')} width="wide">
      <StaffGuard>{(staff) => <ConsoleFrame staff={staff} renderSection={(section) => renderSection(section, staff)} />}</StaffGuard>
    </PageContainer>
  );
}
