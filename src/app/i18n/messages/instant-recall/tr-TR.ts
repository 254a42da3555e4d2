/** instant recall (last N, play all, ducking, terminal recall): Türkçe, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const instantRecallTrTR: InstantRecallCatalogue = {
  'recall.count': 'Son',
  'recall.playAll': 'Tümünü oynat ({count})',
  'recall.stopAll': 'Tümünü durdur',
  'recall.sequenceAt': '{total} kayıttan {index}. oynatılıyor',
  'recall.terminalTitle': '{name} kişisinin son konuşmaları',
  'recall.terminalAction': '{name} kişisinin konuşmalarını yeniden dinle',
  'recall.close': 'Kapat',
  'recall.ducked': 'Canlı ses kaydın altında kısıldı',
};
