import type { MuteListCatalogue } from './en-US.ts';

/** the mute list: Español. */
export const messages: MuteListCatalogue = {
  'muteList.title': '{count, plural, =0 {Terminales silenciados} one {Terminales silenciados (#)} other {Terminales silenciados (#)}}',
  'muteList.empty': 'Ningún terminal está silenciado. Silencie a quien habla desde su banner o desde la lista de terminales.',
  'muteList.mute': 'Silenciar a {name}: no reproducir su voz',
  'muteList.unmute': 'Dejar de silenciar a {name}',
  'muteList.unmuteButton': 'Dejar de silenciar',
  'muteList.muted': 'Silenciado',
  'muteList.done.muted': '{name} está silenciado: su voz no se reproduce.',
  'muteList.done.unmuted': '{name} ya no está silenciado.',
  'muteList.error.noAnswer': 'La plataforma no respondió. La lista de silenciados no ha cambiado.',
  'muteList.error.notFound': 'Ese terminal o esa entrada ya no existe.',
  'muteList.error.failed': 'No se pudo cambiar la lista de silenciados (código {code}).',
};
