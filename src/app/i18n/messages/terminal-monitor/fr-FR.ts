import type { TerminalMonitorCatalogue } from './en-US.ts';

export const terminalMonitorFrFR: TerminalMonitorCatalogue = {
  'terminalMonitor.terminals': 'Terminaux',
  'terminalMonitor.hint': 'Faites glisser un terminal sur une vignette pour voir sa caméra, ou appuyez sur Surveiller la caméra.',
  'terminalMonitor.filter': 'Trouver un terminal',
  'terminalMonitor.monitor': 'Surveiller la caméra',
  'terminalMonitor.offline': 'hors ligne',
  'terminalMonitor.none': 'Aucun terminal ne correspond.',
  'terminalMonitor.starting': 'Démarrage de la caméra…',
  'terminalMonitor.stop': 'Arrêter',
  'terminalMonitor.label': 'Caméra de {name}',
  'terminalMonitor.ended.offline': 'Le terminal s’est déconnecté ; sa caméra s’est arrêtée.',
  'terminalMonitor.ended.other': 'La surveillance a pris fin (code {code}).',
  'terminalMonitor.error.streamNotFound': 'Flux introuvable.',
  'terminalMonitor.error.cameraBusy': 'Caméra occupée : le terminal est en appel vidéo.',
  'terminalMonitor.error.maxMonitored': 'Nombre maximal d’éléments surveillés atteint.',
  'terminalMonitor.error.alreadyMonitoring': 'Ce terminal est déjà surveillé.',
  'terminalMonitor.error.deviceNotSupported': 'Appareil non pris en charge : ce terminal n’a pas de caméra.',
  'terminalMonitor.error.offline': 'Le terminal n’est pas en ligne.',
  'terminalMonitor.error.failed': 'La surveillance n’a pas pu démarrer (code {code}).',
};
