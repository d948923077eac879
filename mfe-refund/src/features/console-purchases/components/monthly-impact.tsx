import type { TFunction } from 'i18next';
import type { Language, MonthlyAwardImpact } from 'shared-contract';
import { monthLabel } from '../utils/month-label';

/**
 * What a cancellation does (or did) to the member's KEY of the Month, in a sentence. NEEDS_DECISION tells the support
 * member that the KEY was already revealed or moved and that the decision is made in the console's Monthly section.
 */
export function monthlyImpactText(t: TFunction, language: Language, impact: MonthlyAwardImpact, { done }: { done: boolean }): string {
  switch (impact.kind) {
    case 'NONE':
      return t('purchases.monthly.NONE');
    case 'NOT_DISTRIBUTED':
      return t(impact.stillQualifies ? 'purchases.monthly.NOT_DISTRIBUTED_STILL' : 'purchases.monthly.NOT_DISTRIBUTED_LOST', {
        month: monthLabel(impact.month, language),
      });
    case 'REVOKED':
      return t(done ? 'purchases.monthly.REVOKED' : 'purchases.monthly.REVOKED_PREVIEW', { month: monthLabel(impact.month, language) });
    case 'NEEDS_DECISION':
      return t(`purchases.monthly.NEEDS_DECISION.${impact.reason}`, { month: monthLabel(impact.month, language) });
  }
}
