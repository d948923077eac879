import { useTranslation } from 'react-i18next';
import { PageContainer } from 'shared-ui';
import { ConsoleFrame } from '../console-kit/components/console-frame';
import { StaffGuard } from '../console-kit/components/staff-guard';
import { NAMESPACE } from '../namespace';

/**
 * `/refund/console`: the staff workplace (roles support, admin and editor). The frame shows the sections the shell's
 * console table lists and this member's role may open, each shipped by the remote of its domain (this remote's own:
 * refund requests, payout batches, inquiries, the termination schedule, the audit log…), each a tab kept in the URL.
 */
export default function ConsolePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageContainer title={t('console.title')} width="wide">
      <StaffGuard>{(staff) => <ConsoleFrame staff={staff} />}</StaffGuard>
    </PageContainer>
  );
}
