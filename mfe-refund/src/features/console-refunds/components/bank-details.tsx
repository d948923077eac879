import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankCodeKind, krBankName, type Language, type MaskedBank, type RefundBankDetails } from 'shared-contract';
import { Button, ErrorState, noticeStyle, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { factsStyle, hintStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { useBankDetails } from '../api/get-bank-details';

const countryName = (code: string, language: Language) => {
  try {
    return `${new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
};

/**
 * The bank, masked as the member sees it; "Show bank details" asks the api for the decrypted details (each view is
 * written to the audit log with who and when, as the note beside the button says). Hiding drops them from memory.
 */
export function BankDetails({ requestId, bank }: { requestId: number; bank: MaskedBank }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [shown, setShown] = useState(false);
  const details = useBankDetails(requestId, shown);
  const panelId = `bank-details-${requestId}`;

  return (
    <section
      aria-labelledby="bank-details-title"
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
    >
      <h3 id="bank-details-title" css={subTitleStyle}>
        {t('console.bank.title')}
      </h3>
      <dl css={factsStyle} data-testid="bank-masked">
        <dt>{t('console.bank.bank')}</dt>
        <dd>{bank.bank[language]}</dd>
        <dt>{t('console.bank.holder')}</dt>
        <dd>{bank.holderName}</dd>
        <dt>{t('console.bank.accountNumber')}</dt>
        <dd>{bank.accountNumber}</dd>
      </dl>
      <div
        css={css`
          display: grid;
          gap: 6px;
        `}
      >
        <Button
          variant="secondary"
          onClick={() => setShown((value) => !value)}
          aria-expanded={shown}
          aria-controls={panelId}
          aria-describedby="bank-details-audit-note"
          data-testid="bank-details-toggle"
        >
          {shown ? t('console.bank.hide') : t('console.bank.show')}
        </Button>
        <p id="bank-details-audit-note" css={hintStyle}>
          {t('console.bank.auditNote')}
        </p>
      </div>
      <div id={panelId} aria-live="polite">
        {!shown ? null : details.isPending ? (
          <Skeleton height={120} />
        ) : details.isError ? (
          <ErrorState error={details.error} onRetry={() => void details.refetch()} />
        ) : (
          <div
            css={[
              noticeStyle('info'),
              css`
                display: grid;
                gap: 8px;
              `,
            ]}
            data-testid="bank-details"
          >
            <DecryptedDetails details={details.data} language={language} />
          </div>
        )}
      </div>
    </section>
  );
}

function DecryptedDetails({ details, language }: { details: RefundBankDetails; language: Language }) {
  const { t } = useTranslation(NAMESPACE);
  if (details.currency === 'KRW') {
    const bank = krBankName(details.bankCode);
    return (
      <dl css={factsStyle}>
        <dt>{t('console.bank.bank')}</dt>
        <dd>{bank ? `${bank[language]} (${details.bankCode})` : details.bankCode}</dd>
        <dt>{t('console.bank.holder')}</dt>
        <dd>{details.holderName}</dd>
        <dt>{t('console.bank.accountNumber')}</dt>
        <dd
          css={css`
            font-variant-numeric: tabular-nums;
            letter-spacing: 0.02em;
          `}
        >
          {details.accountNumber}
        </dd>
      </dl>
    );
  }
  const none = t('console.common.none');
  return (
    <dl css={factsStyle}>
      <dt>{t('console.bank.holder')}</dt>
      <dd>{details.holderName}</dd>
      <dt>{t('console.bank.accountNumber')}</dt>
      <dd>{details.accountNumber}</dd>
      <dt>{t('console.bank.nationality')}</dt>
      <dd>{countryName(details.nationality, language)}</dd>
      <dt>{t('console.bank.address')}</dt>
      <dd>{details.address}</dd>
      <dt>{t('console.bank.bankCountry')}</dt>
      <dd>{countryName(details.bankCountry, language)}</dd>
      <dt>{t(`console.bank.codeKinds.${bankCodeKind(details.bankCountry)}`)}</dt>
      <dd>{details.bankCode}</dd>
      <dt>{t('console.bank.swift')}</dt>
      <dd>{details.swift}</dd>
      <dt>{t('console.bank.bankName')}</dt>
      <dd>{details.bankName}</dd>
      <dt>{t('console.bank.bankAddress')}</dt>
      <dd>{details.bankAddress}</dd>
      <dt>{t('console.bank.branchName')}</dt>
      <dd>{details.branchName}</dd>
      <dt>{t('console.bank.intermediaryBic')}</dt>
      <dd>{details.intermediaryBic || none}</dd>
    </dl>
  );
}
