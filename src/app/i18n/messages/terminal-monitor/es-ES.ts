import type { TerminalMonitorCatalogue } from './en-US.ts';

export const terminalMonitorEsES: TerminalMonitorCatalogue = {
  'terminalMonitor.terminals': 'Terminales',
  'terminalMonitor.hint': 'Arrastre un terminal a un recuadro para ver su cámara, o pulse Vigilar cámara.',
  'terminalMonitor.filter': 'Buscar un terminal',
  'terminalMonitor.monitor': 'Vigilar cámara',
  'terminalMonitor.offline': 'desconectado',
  'terminalMonitor.none': 'Ningún terminal coincide.',
  'terminalMonitor.starting': 'Iniciando la cámara…',
  'terminalMonitor.stop': 'Detener',
  'terminalMonitor.label': 'Cámara de {name}',
  'terminalMonitor.ended.offline': 'El terminal se desconectó; su cámara se detuvo.',
  'terminalMonitor.ended.other': 'La vigilancia terminó (código {code}).',
  'terminalMonitor.error.streamNotFound': 'No se encontró la transmisión.',
  'terminalMonitor.error.cameraBusy': 'Cámara ocupada: el terminal está en una videollamada.',
  'terminalMonitor.error.maxMonitored': 'Se alcanzó el máximo de elementos vigilados.',
  'terminalMonitor.error.alreadyMonitoring': 'Ya está vigilando este terminal.',
  'terminalMonitor.error.deviceNotSupported': 'Dispositivo no compatible: este terminal no tiene cámara.',
  'terminalMonitor.error.offline': 'El terminal no está conectado.',
  'terminalMonitor.error.failed': 'No se pudo iniciar la vigilancia (código {code}).',
};
