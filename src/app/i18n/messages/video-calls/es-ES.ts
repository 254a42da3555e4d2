import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsEsES: VideoCallsCatalogue = {
  'videoCalls.call': 'Videollamada',
  'videoCalls.place': 'Videollamar',
  'videoCalls.resolution': 'Resolución',
  'videoCalls.remote': 'Vídeo del interlocutor',
  'videoCalls.local': 'Tu cámara',
  'videoCalls.mute': 'Silenciar',
  'videoCalls.unmute': 'Activar sonido',
  'videoCalls.media.up': 'Vídeo conectado',
  'videoCalls.media.connecting': 'Conectando vídeo…',
  'videoCalls.noRemoteVideo': 'Esperando el vídeo…',
  'videoCalls.status.cameraBusy': 'Cámara ocupada',
  'videoCalls.status.noVideoCredit': 'Sin crédito de vídeo',
  'videoCalls.status.maxRequests': 'Se superó el máximo de videollamadas simultáneas',
  'videoCalls.status.maxDuration': 'Se alcanzó la duración máxima de la videollamada',
  'videoCalls.status.notAcceptable': 'Videollamada no aceptable',
  'videoCalls.status.localStreamFailed': 'Falló el flujo local',
  'videoCalls.camera.failed': 'Falló el flujo local: sin cámara o sin permiso',
};
