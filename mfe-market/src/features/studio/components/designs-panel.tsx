import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_LIMITS, type StudioDesign, type StudioDesignInput, type StudioProject } from 'shared-contract';
import { failureText } from 'shared-session';
import { Button, Dialog, EmptyState, formatNumber, mq, noticeStyle, useLanguage, useLocalized } from 'shared-ui';
import { ArtThumbnail } from '../../../components/art-image';
import { RarityBadge } from '../../../components/badges';
import { NAMESPACE } from '../../../namespace';
import { useDeleteStudioDesign } from '../api/delete-studio-design';
import { formatOdds } from '../utils/numbers-input';
import { DesignDialog } from './design-dialog';
import { buttonRowStyle, cardStyle, factsStyle, headerRowStyle, headingStyle, plainListStyle, stackStyle, textStyle } from './studio-styles';

const ADD_BUTTON = 'studio-add-design';

type Editing = { design: StudioDesign | null };
type Outcome = { text: string; failed: boolean };

const designCardStyle = css`
  ${cardStyle};
  grid-template-columns: 72px minmax(0, 1fr);
  align-items: start;
  gap: 12px;
  ${mq.desktop} {
    grid-template-columns: 96px minmax(0, 1fr);
    gap: 16px;
  }
`;

const thumbnailStyle = css`
  width: 72px;
  height: 101px;
  ${mq.desktop} {
    width: 96px;
    height: 134px;
  }
`;

/** A project's KEY designs: rarity, supply, sold, odds, edition and art; add, edit and (until it sells) delete. */
export function DesignsPanel({ project }: { project: StudioProject }) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const remove = useDeleteStudioDesign();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<StudioDesign | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Where focus goes back when a dialog closes: the button that opened it, else "Add". */
  const opener = useRef<HTMLElement | null>(null);
  const full = project.designs.length >= STUDIO_LIMITS.designsMax;

  const open = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOutcome(null);
    setEditing(next);
  };
  const returnFocus = () =>
    requestAnimationFrame(() => {
      const target = opener.current?.isConnected ? opener.current : document.getElementById(ADD_BUTTON);
      target?.focus();
    });
  const closeEditor = () => {
    setEditing(null);
    returnFocus();
  };
  const edited = (input: StudioDesignInput) => {
    const name = localized(input.name);
    setOutcome({ text: editing?.design ? t('studio.designs.updated', { name }) : t('studio.designs.added', { name }), failed: false });
    closeEditor();
  };
  const confirmRemove = () => {
    if (!removing) return;
    const name = localized(removing.name);
    remove.mutate(
      { projectId: project.id, designId: removing.id },
      {
        onSuccess: () => setOutcome({ text: t('studio.designs.removed', { name }), failed: false }),
        onError: (error) => setOutcome({ text: failureText(error), failed: true }),
        onSettled: () => {
          setRemoving(null);
          returnFocus();
        },
      },
    );
  };

  return (
    <div css={stackStyle(16)}>
      <div css={headerRowStyle}>
        <div css={stackStyle(4)}>
          <h4 id="studio-designs-heading" css={headingStyle(17)}>
            {t('studio.designs.heading')}
          </h4>
          <p css={textStyle}>{t('studio.designs.count', { number: project.designs.length, max: STUDIO_LIMITS.designsMax })}</p>
        </div>
        <Button
          id={ADD_BUTTON}
          onClick={() => open({ design: null })}
          disabled={full}
          aria-describedby={full ? 'studio-designs-full' : undefined}
          data-testid="studio-add-design"
        >
          {t('studio.designs.add')}
        </Button>
      </div>
      {full ? (
        <p id="studio-designs-full" css={textStyle}>
          {t('studio.designs.limitNote', { max: STUDIO_LIMITS.designsMax })}
        </p>
      ) : null}
      <div aria-live="polite">
        {outcome && !outcome.failed ? (
          <p css={noticeStyle('success')} data-testid="studio-designs-outcome">
            {outcome.text}
          </p>
        ) : null}
      </div>
      {outcome?.failed ? (
        <p role="alert" css={noticeStyle('error')} data-testid="studio-designs-problem">
          {outcome.text}
        </p>
      ) : null}
      {project.designs.length === 0 ? (
        <EmptyState title={t('studio.designs.emptyTitle')} description={t('studio.designs.emptyText')} data-testid="studio-designs-empty" />
      ) : (
        <ul aria-labelledby="studio-designs-heading" css={plainListStyle} data-testid="studio-designs">
          {project.designs.map((design) => (
            <DesignRow
              key={design.id}
              design={design}
              onEdit={() => open({ design })}
              onRemove={() => {
                opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setOutcome(null);
                setRemoving(design);
              }}
            />
          ))}
        </ul>
      )}
      {editing ? <DesignDialog key={editing.design?.id ?? 'new'} project={project} design={editing.design} onClose={closeEditor} onDone={edited} /> : null}
      <Dialog
        open={removing !== null}
        title={t('studio.designs.removeTitle')}
        confirmLabel={t('studio.designs.removeConfirm')}
        cancelLabel={t('studio.designForm.cancel')}
        onConfirm={confirmRemove}
        onClose={() => {
          setRemoving(null);
          returnFocus();
        }}
        busy={remove.isPending}
        data-testid="studio-remove-dialog"
      >
        {removing ? t('studio.designs.removeBody', { name: localized(removing.name) }) : null}
      </Dialog>
    </div>
  );
}

function DesignRow({ design, onEdit, onRemove }: { design: StudioDesign; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const name = localized(design.name);
  const locked = design.sold > 0;
  const lockId = `studio-design-${design.id}-locked`;
  return (
    <li css={designCardStyle} data-testid="studio-design">
      <ArtThumbnail src={design.imageUrl} width={72} height={101} css={thumbnailStyle} />
      <div css={stackStyle(8)}>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 6px 10px;
          `}
        >
          <RarityBadge rarity={design.rarity} />
          <span css={textStyle}>{t(`studio.edition.${design.edition}`)}</span>
        </div>
        <h5 css={headingStyle(16)}>{name}</h5>
        <dl css={factsStyle}>
          <div>
            <dt>{t('studio.designs.supply')}</dt>
            <dd data-testid="studio-design-supply">{formatNumber(design.supplyTotal, language)}</dd>
          </div>
          <div>
            <dt>{t('studio.designs.sold')}</dt>
            <dd data-testid="studio-design-sold">{formatNumber(design.sold, language)}</dd>
          </div>
          <div>
            <dt>{t('studio.designs.odds')}</dt>
            <dd data-testid="studio-design-odds">{formatOdds(design.oddsBasisPoints, language)}</dd>
          </div>
        </dl>
        <div css={buttonRowStyle}>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('studio.designs.editLabel', { name })}>
            {t('studio.designs.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onRemove}
            disabled={locked}
            aria-label={t('studio.designs.removeLabel', { name })}
            aria-describedby={locked ? lockId : undefined}
          >
            {t('studio.designs.remove')}
          </Button>
        </div>
        {locked ? (
          <p id={lockId} css={textStyle}>
            {t('studio.designs.removeLocked')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
