import { useEffect, useRef, useState } from 'react';
import { toneNameProblem, type Tone } from '../../../../protocol/index.ts';
import { Button, IconButton, TextField, useT } from '../../../ui/index.ts';
import { problemText } from '../model/problemText.ts';

type ToneRowProps = {
  tone: Tone;
  /** The dispatcher's other tones, for the unique-name rule. */
  others: readonly Tone[];
  first: boolean;
  last: boolean;
  disabled: boolean;
  onRename: (name: string) => Promise<boolean>;
  onMove: (step: -1 | 1) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
};

/** One tone: icon, name, preview, rename, move up or down, delete (asked first). */
export function ToneRow({ tone, others, first, last, disabled, onRename, onMove, onDelete }: ToneRowProps) {
  const t = useT();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(tone.name);
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);

  const problem = toneNameProblem(name, others.map((other) => other.name));
  const preview = () => {
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    // Same origin: the session cookie fetches it; the upload host serves it with its real type.
    const element = new Audio(tone.fileUrl);
    audio.current = element;
    element.onended = () => setPlaying(false);
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  };

  return (
    <li className="alarm-tone" data-testid={`tone-${tone.id}`} data-name={tone.name} data-playing={playing}>
      {tone.iconUrl ? <img className="alarm-tone__icon" src={tone.iconUrl} alt="" /> : <span className="alarm-tone__icon" aria-hidden="true" />}
      {mode === 'rename' ? (
        <form
          className="alarm-tone__rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) void onRename(name).then((done) => done && setMode('view'));
          }}
        >
          <TextField label={t('alarmTones.name')} value={name} onChange={setName} error={problem ? problemText(t, { field: 'name', problem }) : null} autoFocus testId="tone-rename-name" />
          <Button type="submit" variant="primary" isDisabled={disabled || problem !== null} data-testid="tone-rename-save">
            {t('common.save')}
          </Button>
          <Button variant="ghost" onPress={() => setMode('view')}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <span className="alarm-tone__name" data-testid="tone-name-text">
          {tone.name}
        </span>
      )}
      {mode === 'delete' ? (
        <span className="alarm-tone__confirm" role="alert">
          {t('alarmTones.deleteConfirm', { name: tone.name })}
          <Button variant="danger" isDisabled={disabled} onPress={() => void onDelete()} data-testid="tone-delete-confirm">
            {t('alarmTones.delete')}
          </Button>
          <Button variant="ghost" onPress={() => setMode('view')}>
            {t('common.cancel')}
          </Button>
        </span>
      ) : null}
      {mode === 'view' ? (
        <span className="alarm-tone__actions">
          <Button variant="ghost" onPress={preview} data-testid="tone-play">
            {t(playing ? 'alarmTones.stop' : 'alarmTones.play')}
          </Button>
          <IconButton icon="chevronDown" className="alarm-tone__up" label={t('alarmTones.moveUp')} isDisabled={disabled || first} onPress={() => void onMove(-1)} data-testid="tone-up" />
          <IconButton icon="chevronDown" label={t('alarmTones.moveDown')} isDisabled={disabled || last} onPress={() => void onMove(1)} data-testid="tone-down" />
          <Button variant="ghost" isDisabled={disabled} onPress={() => { setName(tone.name); setMode('rename'); }} data-testid="tone-rename">
            {t('alarmTones.rename')}
          </Button>
          <Button variant="ghost" isDisabled={disabled} onPress={() => setMode('delete')} data-testid="tone-delete">
            {t('alarmTones.delete')}
          </Button>
        </span>
      ) : null}
    </li>
  );
}
