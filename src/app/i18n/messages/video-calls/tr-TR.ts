import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsTrTR: VideoCallsCatalogue = {
  'videoCalls.call': 'Görüntülü arama',
  'videoCalls.place': 'Görüntülü ara',
  'videoCalls.resolution': 'Çözünürlük',
  'videoCalls.remote': 'Karşı tarafın görüntüsü',
  'videoCalls.local': 'Kameranız',
  'videoCalls.mute': 'Sesi kapat',
  'videoCalls.unmute': 'Sesi aç',
  'videoCalls.media.up': 'Görüntü bağlandı',
  'videoCalls.media.connecting': 'Görüntü bağlanıyor…',
  'videoCalls.noRemoteVideo': 'Görüntü bekleniyor…',
  'videoCalls.status.cameraBusy': 'Kamera meşgul',
  'videoCalls.status.noVideoCredit': 'Görüntülü arama krediniz yok',
  'videoCalls.status.maxRequests': 'Eşzamanlı görüntülü arama sınırı aşıldı',
  'videoCalls.status.maxDuration': 'Görüntülü arama süre sınırına ulaşıldı',
  'videoCalls.status.notAcceptable': 'Görüntülü arama kabul edilemez',
  'videoCalls.status.localStreamFailed': 'Yerel akış başarısız',
  'videoCalls.camera.failed': 'Yerel akış başarısız: kamera veya izin yok',
};
