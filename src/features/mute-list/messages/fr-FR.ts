import type { MuteListCatalogue } from './en-US.ts';

/** the mute list: Français. */
export const messages: MuteListCatalogue = {
  'muteList.title': '{count, plural, =0 {Terminaux en sourdine} one {Terminaux en sourdine (#)} other {Terminaux en sourdine (#)}}',
  'muteList.empty': 'Aucun terminal en sourdine. Mettez un locuteur en sourdine depuis son bandeau ou la liste des terminaux.',
  'muteList.mute': 'Mettre {name} en sourdine : ne pas diffuser sa voix',
  'muteList.unmute': 'Réactiver le son de {name}',
  'muteList.unmuteButton': 'Réactiver',
  'muteList.muted': 'En sourdine',
  'muteList.done.muted': '{name} est en sourdine : sa voix n’est pas diffusée.',
  'muteList.done.unmuted': 'Le son de {name} est réactivé.',
  'muteList.error.noAnswer': 'La plateforme n’a pas répondu. La liste de sourdine est inchangée.',
  'muteList.error.notFound': 'Ce terminal ou cette entrée n’existe plus.',
  'muteList.error.failed': 'Impossible de modifier la liste de sourdine (code {code}).',
};
