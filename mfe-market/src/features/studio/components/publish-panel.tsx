import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, type StudioProject, type StudioPublishInput } from 'shared-contract';
import { ApiError, failureText } from 'shared-session';
import { Button, Dialog, formatKst, noticeStyle, textInputStyle, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { usePublishStudioProject } from '../api/publish-studio-project';
import { useUnpublishStudioProject } from '../api/unpublish-studio-project';
import { issueToken } from '../utils/field-errors';
import { scheduleFormSchema, type ScheduleFormValues } from '../utils/publish-form';
import { FormField } from './form-field';
import { StudioStatusBadge } from './status-badge';
import { cardStyle, headingStyle, stackStyle, textStyle } from './studio-styles';

type Pending = { kind: 'now' } | { kind: 'schedule'; publishAt: string } | { kind: 'draft' };
type Outcome = { text: string; failed: boolean };

const scheduleRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  & > div:first-of-type {
    flex: 1 1 240px;
  }
`;

/** Publish now, schedule (a KST time in the future) or go back to draft (not once it sold), each asked first. */
export function PublishPanel({ project }: { project: StudioProject }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const publish = usePublishStudioProject();
  const unpublish = useUnpublishStudioProject();
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resolver = useMemo(() => zodResolver(scheduleFormSchema(), { error: issueToken }), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ScheduleFormValues, unknown, StudioPublishInput>({ resolver, defaultValues: { publishAt: '' } });

  const title = localized(project.title);
  const at = (iso: string) => formatKst(iso, 'dateMinute', language);
  const busy = publish.isPending || unpublish.isPending;
  const soldLocked = project.sold > 0;
  const hasSaleDesign = project.designs.some((design) => design.edition === 'SALE');

  const ask = (next: Pending) => {
    setOutcome(null);
    setPending(next);
  };

  const confirm = () => {
    if (!pending) return;
    const onError = (error: unknown) => {
      if (pending.kind === 'schedule' && error instanceof ApiError && error.code === 'STUDIO_PUBLISH_TIME_PAST') {
        setError('publishAt', { type: 'server', message: failureText(error) }, { shouldFocus: true });
      } else {
        setOutcome({ text: failureText(error), failed: true });
      }
    };
    const onSettled = () => setPending(null);
    if (pending.kind === 'draft') {
      unpublish.mutate(project.id, { onSuccess: () => setOutcome({ text: t('studio.publish.drafted'), failed: false }), onError, onSettled });
      return;
    }
    const publishAt = pending.kind === 'now' ? null : pending.publishAt;
    publish.mutate(
      { projectId: project.id, input: { publishAt } },
      {
        onSuccess: (answer) => {
          if (publishAt) reset({ publishAt: '' });
          setOutcome({
            text:
              answer.status === 'SCHEDULED' && answer.publishAt ? t('studio.publish.scheduled', { time: at(answer.publishAt) }) : t('studio.publish.published'),
            failed: false,
          });
        },
        onError,
        onSettled,
      },
    );
  };

  const statusText =
    project.status === 'DRAFT' || project.publishAt === null
      ? t('studio.publish.DRAFT')
      : t(`studio.publish.${project.status}`, { time: at(project.publishAt) });

  const dialogBody =
    pending?.kind === 'now'
      ? t('studio.publish.nowBody', { title })
      : pending?.kind === 'schedule'
        ? t('studio.publish.scheduleBody', { title, time: at(pending.publishAt) })
        : t('studio.publish.draftBody', { title });

  return (
    <div css={stackStyle(16)}>
      <h4 css={headingStyle(17)}>{t('studio.publish.heading')}</h4>
      <div css={cardStyle} data-testid="studio-publish-status">
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
          `}
        >
          <span css={textStyle}>{t('studio.publish.statusLabel')}</span>
          <StudioStatusBadge status={project.status} />
        </div>
        <p css={textStyle}>{statusText}</p>
        {!hasSaleDesign && project.status !== 'PUBLISHED' ? <p css={textStyle}>{t('studio.publish.noDesigns')}</p> : null}
      </div>

      <div aria-live="polite">
        {outcome && !outcome.failed ? (
          <p css={noticeStyle('success')} data-testid="studio-publish-outcome">
            {outcome.text}
          </p>
        ) : null}
      </div>
      {outcome?.failed ? (
        <p role="alert" css={noticeStyle('error')} data-testid="studio-publish-problem">
          {outcome.text}
        </p>
      ) : null}

      {project.status !== 'PUBLISHED' ? (
        <>
          <section css={cardStyle} aria-labelledby="studio-publish-now">
            <h5 id="studio-publish-now" css={headingStyle(16)}>
              {t('studio.publish.nowHeading')}
            </h5>
            <p css={textStyle}>{t('studio.publish.nowText')}</p>
            <div>
              <Button onClick={() => ask({ kind: 'now' })} disabled={busy} data-testid="studio-publish-now">
                {t('studio.publish.now')}
              </Button>
            </div>
          </section>
          <section css={cardStyle} aria-labelledby="studio-publish-schedule">
            <h5 id="studio-publish-schedule" css={headingStyle(16)}>
              {t('studio.publish.scheduleHeading')}
            </h5>
            <form
              noValidate
              onSubmit={(event) => void handleSubmit(({ publishAt }) => publishAt && ask({ kind: 'schedule', publishAt }))(event)}
              css={scheduleRowStyle}
              data-testid="studio-schedule-form"
            >
              <FormField
                id="studio-publish-at"
                label={t('studio.publish.publishAt')}
                hint={t('studio.publish.publishAtHint')}
                error={errors.publishAt?.message}
              >
                {(control) => <input type="datetime-local" step={60} {...register('publishAt')} {...control} css={textInputStyle} />}
              </FormField>
              <Button type="submit" variant="secondary" disabled={busy} data-testid="studio-schedule">
                {t('studio.publish.schedule')}
              </Button>
            </form>
          </section>
        </>
      ) : null}

      {project.status !== 'DRAFT' ? (
        <section css={cardStyle} aria-labelledby="studio-publish-draft">
          <h5 id="studio-publish-draft" css={headingStyle(16)}>
            {t('studio.publish.draftHeading')}
          </h5>
          <p css={textStyle}>{t('studio.publish.draftText')}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => ask({ kind: 'draft' })}
              disabled={busy || soldLocked}
              aria-describedby={soldLocked ? 'studio-draft-locked' : undefined}
              data-testid="studio-back-to-draft"
            >
              {t('studio.publish.draft')}
            </Button>
          </div>
          {soldLocked ? (
            <p id="studio-draft-locked" css={textStyle}>
              {errorMessage('STUDIO_UNPUBLISH_SOLD', language)}
            </p>
          ) : null}
        </section>
      ) : null}

      <Dialog
        open={pending !== null}
        title={
          pending?.kind === 'now'
            ? t('studio.publish.nowTitle')
            : pending?.kind === 'schedule'
              ? t('studio.publish.scheduleTitle')
              : t('studio.publish.draftTitle')
        }
        confirmLabel={t('studio.publish.confirm')}
        cancelLabel={t('studio.publish.cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        busy={busy}
        data-testid="studio-publish-dialog"
      >
        {pending ? dialogBody : null}
      </Dialog>
    </div>
  );
}
