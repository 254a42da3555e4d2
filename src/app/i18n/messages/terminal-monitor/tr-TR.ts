import type { TerminalMonitorCatalogue } from './en-US.ts';

export const terminalMonitorTrTR: TerminalMonitorCatalogue = {
  'terminalMonitor.terminals': 'Terminaller',
  'terminalMonitor.hint': 'Kamerasını izlemek için bir terminali bir kareye sürükleyin ya da Kamerayı izle düğmesine basın.',
  'terminalMonitor.filter': 'Terminal bul',
  'terminalMonitor.monitor': 'Kamerayı izle',
  'terminalMonitor.offline': 'çevrimdışı',
  'terminalMonitor.none': 'Eşleşen terminal yok.',
  'terminalMonitor.starting': 'Kamera başlatılıyor…',
  'terminalMonitor.stop': 'Durdur',
  'terminalMonitor.label': '{name} kamerası',
  'terminalMonitor.ended.offline': 'Terminal çevrimdışı oldu; kamerası durdu.',
  'terminalMonitor.ended.other': 'İzleme sona erdi (kod {code}).',
  'terminalMonitor.error.streamNotFound': 'Yayın bulunamadı.',
  'terminalMonitor.error.cameraBusy': 'Kamera meşgul: terminal görüntülü görüşmede.',
  'terminalMonitor.error.maxMonitored': 'En fazla izlenen kayıt sayısına ulaşıldı.',
  'terminalMonitor.error.alreadyMonitoring': 'Bu terminal zaten izleniyor.',
  'terminalMonitor.error.deviceNotSupported': 'Cihaz desteklenmiyor: bu terminalin kamerası yok.',
  'terminalMonitor.error.offline': 'Terminal çevrimiçi değil.',
  'terminalMonitor.error.failed': 'İzleme başlatılamadı (kod {code}).',
};
