import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type InquiryDetail } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, EmptyState, ErrorState, formatKst, noticeStyle, panelStyle, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { memberTextStyle } from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { listStyle } from '../../../components/inquiry-styles';
import { formatBytes } from '../../../utils/inquiry-files';
import { useDownloadAttachment } from '../api/download-attachment';
import { inquiriesQueryKey } from '../api/get-inquiries';
import { useInquiry } from '../api/get-inquiry';
import { InquiryAnswerForm } from './inquiry-answer-form';
import { StatusBadge } from './status-badge';

const termsStyle = css`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 6px 12px;
  margin: 0;
  font-size: 14px;
  & dt {
    color: ${theme.colors.gray600};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const subTitleStyle = css`
  margin: 0;
  font-size: 15px;
  font-weight: 700;
`;

/** The chosen inquiry: who wrote, the text, the attachments (downloaded with the token), and the answer or its form. */
export function InquiryDetailPanel({ id }: { id: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const detail = useInquiry(id);
  const refresh = () => {
    void detail.refetch();
    void queryClient.invalidateQueries({ queryKey: inquiriesQueryKey });
  };

  if (id === null) return <EmptyState title={t('inquiry.console.select')} data-testid="inquiry-detail-empty" />;
  if (detail.isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <Skeleton height={28} width="40%" />
        <Skeleton height={120} />
      </div>
    );
  }
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  return <InquiryDetailView key={detail.data.id} inquiry={detail.data} onStale={refresh} />;
}

function InquiryDetailView({ inquiry, onStale }: { inquiry: InquiryDetail; onStale: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const download = useDownloadAttachment();
  const [downloadRefusal, setDownloadRefusal] = useState<string | null>(null);
  const [justAnswered, setJustAnswered] = useState(false);
  const [answeredElsewhere, setAnsweredElsewhere] = useState(false);
  const titleId = `inquiry-detail-${inquiry.id}`;

  const save = (attachment: InquiryDetail['attachments'][number]) => {
    setDownloadRefusal(null);
    download.mutate(
      { inquiryId: inquiry.id, attachmentId: attachment.id, fileName: attachment.fileName, mimeType: attachment.mimeType },
      { onError: (error) => setDownloadRefusal(error instanceof ApiError ? error.code : 'TEMPORARY_ERROR') },
    );
  };

  return (
    <article aria-labelledby={titleId} css={panelStyle} data-testid="inquiry-detail">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 8px;
        `}
      >
        <h3
          id={titleId}
          css={css`
            margin: 0;
            font-size: 18px;
          `}
        >
          {t('inquiry.console.detailTitle', { id: inquiry.id })}
        </h3>
        <StatusBadge status={inquiry.status} />
      </div>

      <dl css={termsStyle}>
        <dt>{t('inquiry.console.replyEmail')}</dt>
        <dd data-testid="inquiry-detail-email">{inquiry.replyEmail}</dd>
        <dt>{t('inquiry.console.writer')}</dt>
        <dd data-testid="inquiry-detail-writer">
          {inquiry.member
            ? t('inquiry.console.member', { name: `${personLabel(inquiry.member)}${inquiry.member.email ? ` (${inquiry.member.email})` : ''}` })
            : t('inquiry.console.visitor')}
        </dd>
        <dt>{t('inquiry.console.language')}</dt>
        <dd>{t(`inquiry.console.languages.${inquiry.language}`)}</dd>
        <dt>{t('inquiry.console.createdAt')}</dt>
        <dd>
          <time dateTime={inquiry.createdAt}>{formatKst(inquiry.createdAt, 'dateTime', language)}</time>
        </dd>
      </dl>

      <h4 css={subTitleStyle}>{t('inquiry.console.body')}</h4>
      <p css={memberTextStyle} data-testid="inquiry-detail-body">
        {inquiry.body}
      </p>

      <h4 css={subTitleStyle}>{t('inquiry.console.attachmentList')}</h4>
      {inquiry.attachments.length === 0 ? (
        <p
          css={css`
            margin: 0;
            font-size: 14px;
            color: ${theme.colors.gray600};
          `}
        >
          {t('inquiry.console.noAttachments')}
        </p>
      ) : (
        <ul css={listStyle} data-testid="inquiry-attachments">
          {inquiry.attachments.map((attachment) => (
            <li
              key={attachment.id}
              css={css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                gap: 8px;
                min-width: 0;
              `}
            >
              <Button
                variant="secondary"
                onClick={() => save(attachment)}
                disabled={download.isPending}
                aria-label={t('inquiry.console.download', { name: attachment.fileName })}
                data-testid="inquiry-attachment"
                css={css`
                  max-width: 100%;
                  overflow-wrap: anywhere;
                  text-align: left;
                `}
              >
                {attachment.fileName}
              </Button>
              <span
                css={css`
                  font-size: 13px;
                  color: ${theme.colors.gray600};
                `}
              >
                {attachment.mimeType} · {formatBytes(attachment.sizeBytes, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {downloadRefusal ? (
        <p role="alert" css={noticeStyle('error')} data-testid="inquiry-download-error">
          {errorMessage(downloadRefusal, language)}
        </p>
      ) : null}

      <h4 css={subTitleStyle}>{t('inquiry.console.answer')}</h4>
      {inquiry.answer ? (
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
          data-testid="inquiry-answer"
        >
          {answeredElsewhere ? (
            <p role="alert" css={noticeStyle('error')} data-testid="inquiry-answered-elsewhere">
              {errorMessage('INQUIRY_ALREADY_ANSWERED', language)}
            </p>
          ) : null}
          {justAnswered ? (
            <p role="status" css={noticeStyle('success')} data-testid="inquiry-answered">
              {t('inquiry.console.answered')}
            </p>
          ) : null}
          <p css={memberTextStyle} data-testid="inquiry-answer-body">
            {inquiry.answer.body}
          </p>
          <p
            css={css`
              margin: 0;
              font-size: 13px;
              color: ${theme.colors.gray600};
            `}
            data-testid="inquiry-answer-by"
          >
            {t('inquiry.console.answeredBy', { name: personLabel(inquiry.answer.by), at: formatKst(inquiry.answer.at, 'dateTime', language) })}
          </p>
        </div>
      ) : (
        <InquiryAnswerForm
          inquiry={inquiry}
          onAnsweredElsewhere={() => {
            setAnsweredElsewhere(true);
            onStale();
          }}
          onAnswered={() => setJustAnswered(true)}
        />
      )}
    </article>
  );
}
