import type { VideoCallsCatalogue } from './en-US.ts';

export const videoCallsRuRU: VideoCallsCatalogue = {
  'videoCalls.call': 'Видеозвонок',
  'videoCalls.place': 'Видеовызов',
  'videoCalls.resolution': 'Разрешение',
  'videoCalls.remote': 'Видео собеседника',
  'videoCalls.local': 'Ваша камера',
  'videoCalls.mute': 'Выключить микрофон',
  'videoCalls.unmute': 'Включить микрофон',
  'videoCalls.media.up': 'Видео подключено',
  'videoCalls.media.connecting': 'Подключение видео…',
  'videoCalls.noRemoteVideo': 'Ожидание видео…',
  'videoCalls.status.cameraBusy': 'Камера занята',
  'videoCalls.status.noVideoCredit': 'Нет видеокредита',
  'videoCalls.status.maxRequests': 'Превышено максимальное число одновременных видеозвонков',
  'videoCalls.status.maxDuration': 'Достигнута максимальная длительность видеозвонка',
  'videoCalls.status.notAcceptable': 'Видеозвонок недопустим',
  'videoCalls.status.localStreamFailed': 'Сбой локального потока',
  'videoCalls.camera.failed': 'Сбой локального потока: нет камеры или разрешения',
};
