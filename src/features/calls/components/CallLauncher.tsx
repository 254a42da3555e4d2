import { useState, type FormEvent } from 'react';
import { DEFAULT_VIDEO_RESOLUTION, VideoResolution } from '../../../../protocol/index.ts';
import { Button, SelectField, TextField, useT } from '../../../ui/index.ts';
import { isTerminalId, resolutionLabel } from '../model/model.ts';

const RESOLUTION_OPTIONS = VideoResolution.options.map((value) => ({ value, label: resolutionLabel(value) }));

/**
 * Calls a terminal by its 8-digit ID, by voice or by video at a chosen camera resolution (the
 * terminal list's and the map card's buttons do the same for one terminal). Folded into one small
 * button until opened, so the docked panel covers as little as possible.
 */
export function CallLauncher({ onCall, onVideoCall }: { onCall: (to: string) => void; onVideoCall: (to: string, resolution: VideoResolution) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [resolution, setResolution] = useState<VideoResolution>(DEFAULT_VIDEO_RESOLUTION);
  const valid = isTerminalId(to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onCall(to.trim());
    setOpen(false);
  };
  if (!open) {
    return (
      <Button onPress={() => setOpen(true)} data-testid="call-launcher">
        {t('calls.call')}
      </Button>
    );
  }
  return (
    <form className="calls-launcher" onSubmit={submit}>
      <TextField label={t('calls.launcher.label')} value={to} onChange={setTo} inputMode="numeric" maxLength={8} testId="call-to" autoFocus />
      <SelectField label={t('videoCalls.resolution')} value={resolution} options={RESOLUTION_OPTIONS} onChange={setResolution} testId="call-resolution" />
      <Button type="submit" variant="primary" isDisabled={!valid} data-testid="call-place">
        {t('calls.call')}
      </Button>
      <Button
        variant="primary"
        isDisabled={!valid}
        onPress={() => {
          onVideoCall(to.trim(), resolution);
          setOpen(false);
        }}
        data-testid="video-call-place"
      >
        {t('videoCalls.place')}
      </Button>
      <Button onPress={() => setOpen(false)} data-testid="call-launcher-close">
        {t('calls.close')}
      </Button>
    </form>
  );
}
