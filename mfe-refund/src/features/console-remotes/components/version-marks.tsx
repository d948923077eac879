import { RemoteTag } from './remote-tag';

type VersionMarksProps = { version: string; live: boolean; canary: boolean };

/** A version in a table, tagged when it is the live release or the canary. */
export function VersionMarks({ version, live, canary }: VersionMarksProps) {
  return (
    <>
      <span>{version}</span>
      {live && <RemoteTag kind="live" />}
      {canary && <RemoteTag kind="canary" />}
    </>
  );
}
