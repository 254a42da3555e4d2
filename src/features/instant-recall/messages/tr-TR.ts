/** instant recall (last N, play all, ducking, terminal recall): Türkçe, the module's keys. */
import type { InstantRecallCatalogue } from './en-US.ts';

export const messages: InstantRecallCatalogue = {
  'recall.count': 'Son',
  'recall.playAll': 'Tümünü oynat ({count})',
  'recall.stopAll': 'Tümünü durdur',
  'recall.sequenceAt': '{total} kayıttan {index}. oynatılıyor',
  'recall.terminalTitle': '{name} kişisinin son konuşmaları',
  'recall.terminalAction': '{name} kişisinin konuşmalarını yeniden dinle',
  'recall.close': 'Kapat',
  'recall.ducked': 'Canlı ses kaydın altında kısıldı',
  // recall: instant recall of group transmissions.
  'recall.toggle': 'Anında geri dinleme',
  'recall.title': '{group} grubunun son konuşmaları',
  'recall.empty': 'Henüz kaydedilmiş konuşma yok.',
  'recall.loadFailed': 'Kayıtlar yüklenemedi.',
  'recall.duration': '{seconds} sn',
  'recall.play': '{name} konuşmasını çal',
  'recall.playShort': 'Çal',
  'recall.stop': 'Durdur',
  'recall.playFailed': 'Kayıt çalınamadı.',
  'recall.progress': 'Çalma ilerlemesi',
  'recall.heldForLive': 'Canlı ses için kısıldı',
};
