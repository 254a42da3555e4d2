import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsFrFR: VideoCallsCatalogue = {
  'videoCalls.call': 'Appel vidéo',
  'videoCalls.place': 'Appel vidéo',
  'videoCalls.resolution': 'Résolution',
  'videoCalls.remote': 'Vidéo du correspondant',
  'videoCalls.local': 'Votre caméra',
  'videoCalls.mute': 'Couper le micro',
  'videoCalls.unmute': 'Réactiver le micro',
  'videoCalls.media.up': 'Vidéo connectée',
  'videoCalls.media.connecting': 'Connexion de la vidéo…',
  'videoCalls.noRemoteVideo': 'En attente de la vidéo…',
  'videoCalls.status.cameraBusy': 'Caméra occupée',
  'videoCalls.status.noVideoCredit': 'Pas de crédit vidéo',
  'videoCalls.status.maxRequests': 'Nombre maximal d’appels vidéo simultanés dépassé',
  'videoCalls.status.maxDuration': 'Durée maximale de l’appel vidéo atteinte',
  'videoCalls.status.notAcceptable': 'Appel vidéo non acceptable',
  'videoCalls.status.localStreamFailed': 'Échec du flux local',
  'videoCalls.camera.failed': 'Échec du flux local : pas de caméra ou d’autorisation',
};
