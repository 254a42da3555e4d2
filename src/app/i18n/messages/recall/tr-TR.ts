import type { RecallCatalogue } from './en-US.ts';

/** instant recall (group transmissions): Türkçe. */
export const recallTrTR: RecallCatalogue = {
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
