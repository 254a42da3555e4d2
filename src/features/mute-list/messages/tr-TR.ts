import type { MuteListCatalogue } from './en-US.ts';

/** the mute list: Türkçe. */
export const messages: MuteListCatalogue = {
  'muteList.title': '{count, plural, =0 {Sessize alınan terminaller} one {Sessize alınan terminaller (#)} other {Sessize alınan terminaller (#)}}',
  'muteList.empty': 'Sessize alınan terminal yok. Konuşanı bandından veya terminal listesinden sessize alın.',
  'muteList.mute': '{name} sessize al: sesi çalınmasın',
  'muteList.unmute': '{name} sesini aç',
  'muteList.unmuteButton': 'Sesi aç',
  'muteList.muted': 'Sessiz',
  'muteList.done.muted': '{name} sessize alındı: sesi çalınmıyor.',
  'muteList.done.unmuted': '{name} sesi açıldı.',
  'muteList.error.noAnswer': 'Platform yanıt vermedi. Sessiz listesi değişmedi.',
  'muteList.error.notFound': 'Bu terminal veya kayıt artık yok.',
  'muteList.error.failed': 'Sessiz listesi değiştirilemedi (kod {code}).',
};
