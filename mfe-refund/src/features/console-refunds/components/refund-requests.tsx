import { css } from '@emotion/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from 'shared-contract';
import { NAMESPACE } from '../../../namespace';
import { sectionStyle, sectionTitleStyle } from '../../../console-kit/components/console-styles';
import { intParam, useConsoleParams, type ParamChanges } from '../../../console-kit/hooks/use-console-params';
import { queueParamsFrom } from '../utils/queue-params';
import { QueueFilters } from './queue-filters';
import { RefundDetail } from './refund-detail';
import { RefundQueue } from './refund-queue';
import { RefundSummary } from './refund-summary';

/** The requests section: summary, filters and queue; `?id=` opens a request's detail in their place. */
export function RefundRequests({ staff }: { staff: Me }) {
  const { t } = useTranslation(NAMESPACE);
  const { params, update } = useConsoleParams();
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const id = intParam(params, 'id');
  const query = queueParamsFrom(params);
  const filter = useCallback(
    (changes: ParamChanges) => {
      setReturnFocusTo(null);
      update(changes, { replace: true });
    },
    [update],
  );

  if (id !== undefined) return <RefundDetail key={id} id={id} staff={staff} onBack={() => update({ id: null })} />;

  return (
    <section aria-labelledby="refund-requests-title" css={sectionStyle}>
      <h2 id="refund-requests-title" css={sectionTitleStyle}>
        {t('console.queue.title')}
      </h2>
      <RefundSummary />
      <div
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <QueueFilters query={query} onChange={filter} />
        <RefundQueue
          query={query}
          returnFocusTo={returnFocusTo}
          onOpen={(next) => {
            setReturnFocusTo(next);
            update({ id: next });
          }}
          onPage={(page) => update({ page })}
        />
      </div>
    </section>
  );
}
