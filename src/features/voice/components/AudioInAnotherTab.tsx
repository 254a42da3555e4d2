import { takeAudioTab } from '../../../state/audioTab.ts';
import { Button, Icon, useT } from '../../../ui/index.ts';

/**
 * In a tab other than the audio tab (state/audioTab.ts): says where the audio and push-to-talk
 * are, and moves them here on request. Floors and talkers still show below it.
 */
export function AudioInAnotherTab() {
  const t = useT();
  return (
    <div className="voice__elsewhere" role="status" data-testid="audio-elsewhere">
      <Icon name="microphone" size={20} />
      <p className="voice__elsewhere-text">{t('voice.tab.elsewhere')}</p>
      <Button variant="primary" data-testid="audio-use-here" onPress={takeAudioTab}>
        {t('voice.tab.useHere')}
      </Button>
    </div>
  );
}
