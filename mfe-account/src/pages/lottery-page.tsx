import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageContainer } from 'shared-ui';
import { LotteryView, lotteryIdFrom } from '../features/events/components/lottery-view';
import { NAMESPACE } from '../namespace';

/** `/event/lottery?id=N`: one lottery, the member's entry and the verifiable draw (issue 13 C). */
export default function LotteryPage() {
  const { t } = useTranslation(NAMESPACE);
  const { search } = useLocation();
  return (
    <PageContainer title={t('events.lottery.title')}>
      <LotteryView lotteryId={lotteryIdFrom(search)} />
    </PageContainer>
  );
}
