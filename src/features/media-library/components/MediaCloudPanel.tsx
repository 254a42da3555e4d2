import type { MediaCloud } from '../../../../protocol/index.ts';
import { Switch, useT } from '../../../ui/index.ts';

type MediaCloudPanelProps = { groups: readonly MediaCloud[]; busy: boolean; error: string | null; onChange: (gid: string, cloud: boolean) => void };

/** Each group's media cloud recording switch: on, its push-to-talk transmissions go into the library. */
export function MediaCloudPanel({ groups, busy, error, onChange }: MediaCloudPanelProps) {
  const t = useT();
  return (
    <section className="media-cloud" aria-labelledby="media-cloud-title" data-testid="media-cloud">
      <h2 id="media-cloud-title" className="media-library__subtitle">
        {t('mediaLibrary.cloud.title')}
      </h2>
      <p className="media-cloud__hint">{t('mediaLibrary.cloud.hint')}</p>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="media-cloud-error">
          {error}
        </p>
      ) : null}
      <ul className="media-cloud__groups">
        {groups.map((group) => (
          <li key={group.gid}>
            <Switch isSelected={group.cloud} isDisabled={busy} onChange={(on) => onChange(group.gid, on)} testId={`media-cloud-${group.gid}`}>
              {group.name}
            </Switch>
          </li>
        ))}
      </ul>
    </section>
  );
}
