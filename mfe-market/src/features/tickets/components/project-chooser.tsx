import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketProject } from 'shared-contract';
import { theme, useLanguage } from 'shared-ui';
import { ArtThumbnail } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';

const option = css`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) 24px;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  padding: 8px 12px;
  border: 2px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.pink};
    background: ${theme.colors.pinkSoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.pink};
    outline-offset: 2px;
  }
`;

/** The eligible projects as a radio group: image, title and the KEYs left. */
export function ProjectChooser({
  projects,
  selected,
  onSelect,
}: {
  projects: TicketProject[];
  selected: number | null;
  onSelect: (projectId: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = useId();
  return (
    <fieldset
      css={css`
        border: 0;
        margin: 0;
        padding: 0;
        min-width: 0;
      `}
    >
      <legend
        css={css`
          font-size: 16px;
          font-weight: 700;
          margin-bottom: 12px;
          padding: 0;
        `}
      >
        {t('tickets.projects')}
      </legend>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 8px;
        `}
      >
        {projects.map((project) => (
          <li key={project.id}>
            <label css={option} data-testid="ticket-project" data-project-id={project.id}>
              <ArtThumbnail src={project.imageUrl} width={56} />
              <span
                css={css`
                  display: grid;
                  gap: 2px;
                  min-width: 0;
                `}
              >
                <strong
                  css={css`
                    font-size: 15px;
                    overflow-wrap: anywhere;
                  `}
                >
                  {project.title[language]}
                </strong>
                <span
                  css={css`
                    font-size: 13px;
                    color: ${theme.colors.gray600};
                  `}
                  data-testid="ticket-project-remaining"
                >
                  {t('tickets.remaining', { count: project.remaining })}
                </span>
              </span>
              <input
                type="radio"
                name={name}
                value={project.id}
                checked={selected === project.id}
                onChange={() => onSelect(project.id)}
                css={css`
                  width: 24px;
                  height: 24px;
                  margin: 0;
                  accent-color: ${theme.colors.pink};
                `}
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
