import { playTone, type ToneName } from '../../../media/index.ts';
import { useAtom, useAtomValue } from '../../state/jotai.ts';
import { settingAtoms } from '../../state/settings.ts';
import { Button, Dialog, DialogBody, Icon, Slider, useT, type MessageKey } from '../../ui/index.ts';

type VolumeSetting = 'volume' | 'alarmVolume' | 'noticeVolume' | 'videoCallVolume';

/** Each volume with its label and the tone its test button plays (alarm: the chosen alarm sound). */
const CHANNELS: readonly { name: VolumeSetting; label: MessageKey; tone: ToneName | 'alarm' }[] = [
  { name: 'volume', label: 'settings.volume', tone: 'talkPermit' },
  { name: 'alarmVolume', label: 'settings.alarmVolume', tone: 'alarm' },
  { name: 'noticeVolume', label: 'settings.noticeVolume', tone: 'online' },
  { name: 'videoCallVolume', label: 'settings.videoCallVolume', tone: 'chime' },
];

function VolumeRow({ name, label, tone }: (typeof CHANNELS)[number]) {
  const t = useT();
  const [value, setValue] = useAtom(settingAtoms[name]);
  const alarmSound = useAtomValue(settingAtoms.alarmSound);
  return (
    <div className="settings__row volume__row">
      <Slider label={t(label)} value={value} onChange={setValue} testId={`volume-${name}`} />
      <Button onPress={() => playTone(tone === 'alarm' ? alarmSound : tone, value)} data-testid={`volume-${name}-test`}>
        <Icon name="play" size={14} />
        {t('header.volume.test')}
      </Button>
    </div>
  );
}

/**
 * Volume adjustment from the header (SPEC §2): each slider stores its setting at once, and every
 * player (PTT rooms, alarm loop, notice tones, call audio) follows the stored value.
 */
export function VolumeDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('header.volume')} closeLabel={t('common.close')} testId="volume-dialog">
      <DialogBody>
        {CHANNELS.map((channel) => (
          <VolumeRow key={channel.name} {...channel} />
        ))}
      </DialogBody>
    </Dialog>
  );
}
