import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, INQUIRY_MAX_FILES, INQUIRY_MAX_TOTAL_BYTES } from 'shared-contract';
import { Button, FilePickButton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { addInquiryFiles, formatBytes, INQUIRY_ACCEPT, inquiryFilesTotal, type InquiryFileCode } from '../../../utils/inquiry-files';
import { errorStyle, fieldStyle, hintStyle, labelStyle, listStyle } from '../../../components/inquiry-styles';

export type InquiryFilePickerProps = {
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Why the last choice (or the api) refused the files: a catalogue code. */
  refusal: InquiryFileCode | null;
  onRefusal: (code: InquiryFileCode | null) => void;
  disabled?: boolean;
};

/** The shared file button, kept to its width in the field's grid. */
const pickStyle = css`
  justify-self: start;
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 0 0 0 12px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray50};
  font-size: 14px;
`;

const nameStyle = css`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const sizeStyle = css`
  flex: 0 0 auto;
  color: ${theme.colors.gray600};
  font-variant-numeric: tabular-nums;
`;

/**
 * The attachments: a native file input (keyboard and screen readers as usual) under a button-like label, the
 * chosen files with their size and a remove button, the limits said up front (3 files, 30 MB in total: the
 * spec's picker says 4, we allow 3 and say 3) and checked as files are chosen.
 */
export function InquiryFilePicker({ files, onFilesChange, refusal, onRefusal, disabled = false }: InquiryFilePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const summaryId = `${id}-summary`;

  const choose = (chosen: File[]) => {
    const result = addInquiryFiles(files, chosen);
    onRefusal(result.refusal);
    if (!result.refusal) onFilesChange(result.files);
  };

  const remove = (index: number) => {
    onRefusal(null);
    onFilesChange(files.filter((_, position) => position !== index));
  };

  return (
    <div css={fieldStyle} role="group" aria-labelledby={`${id}-label`} data-testid="inquiry-files">
      <span id={`${id}-label`} css={labelStyle}>
        {t('inquiry.form.files')}
      </span>
      <FilePickButton
        id={inputId}
        multiple
        accept={INQUIRY_ACCEPT}
        onFiles={choose}
        disabled={disabled}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={[hintId, refusal ? errorId : null, files.length > 0 ? summaryId : null].filter(Boolean).join(' ')}
        data-testid="inquiry-file-input"
        css={pickStyle}
      >
        {t('inquiry.form.chooseFiles')}
      </FilePickButton>
      <p id={hintId} css={hintStyle} data-testid="inquiry-files-limit">
        {t('inquiry.form.filesLimit', { max: INQUIRY_MAX_FILES, total: formatBytes(INQUIRY_MAX_TOTAL_BYTES, language) })}
      </p>
      {files.length > 0 ? (
        <ul css={listStyle} data-testid="inquiry-file-list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} css={itemStyle} data-testid="inquiry-file">
              <span css={nameStyle} title={file.name}>
                {file.name}
              </span>
              <span css={sizeStyle}>{formatBytes(file.size, language)}</span>
              <Button variant="ghost" onClick={() => remove(index)} disabled={disabled} aria-label={t('inquiry.form.removeFile', { name: file.name })}>
                {t('inquiry.form.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={summaryId} css={hintStyle} aria-live="polite" hidden={files.length === 0} data-testid="inquiry-files-summary">
        {files.length > 0 ? t('inquiry.form.filesChosen', { count: files.length, size: formatBytes(inquiryFilesTotal(files), language) }) : ''}
      </p>
      {refusal ? (
        <p id={errorId} role="alert" css={errorStyle} data-testid="inquiry-files-error">
          {errorMessage(refusal, language)}
        </p>
      ) : null}
    </div>
  );
}
