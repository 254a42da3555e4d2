/** geo-calls: English (United States), the module's keys. */
export const messages = {
  'geoCalls.tool': "Geo-call",
  'geoCalls.title': "Geo-call",
  'geoCalls.close': "Close the geo-call panel",
  'geoCalls.none': "No geo-call is open.",
  'geoCalls.new': "New geo-call",
  'geoCalls.name': "Name",
  'geoCalls.area': "Area",
  'geoCalls.area.polygon': "Draw a polygon",
  'geoCalls.area.circle': "Draw a circle",
  'geoCalls.area.fence': "A geo-fence",
  'geoCalls.fence': "Geo-fence",
  'geoCalls.fence.choose': "Choose a fence",
  'geoCalls.draw.polygon': "{count, plural, =0 {Click on the map to place the corners.} one {# corner placed: place at least 3.} other {# corners placed.}}",
  'geoCalls.draw.undo': "Undo",
  'geoCalls.draw.clear': "Clear",
  'geoCalls.draw.circleCentre': "Click on the map to place the circle’s centre.",
  'geoCalls.draw.circleRim': "Move and click to set the radius ({metres} m).",
  'geoCalls.draw.circleDone': "Radius {metres} m. Click again to start over.",
  'geoCalls.start': "Start geo-call",
  'geoCalls.started': "{name} started with {count, plural, one {# terminal} other {# terminals}} inside.",
  'geoCalls.offline': "You are offline",
  'geoCalls.members': "{count, plural, one {# terminal inside} other {# terminals inside}}",
  'geoCalls.membersLabel': "Terminals inside {name}",
  'geoCalls.creator': "Started by {name}",
  'geoCalls.you': "you",
  'geoCalls.nobody': "No terminal is inside yet: terminals join as they enter the area.",
  'geoCalls.end': "End geo-call",
  'geoCalls.error.noFence': "Choose a geo-fence.",
  'geoCalls.error.area': "The area is not valid.",
  'geoCalls.error.tooMany': "Too many geo-calls are open.",
  'geoCalls.error.gone': "This geo-call has ended.",
  'geoCalls.error.forbidden': "Only dispatchers start geo-calls.",
  'geoCalls.error.failed': "The geo-call request failed. Try again.",
} as const;

export type GeoCallsCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    'geo-calls': GeoCallsCatalogue;
  }
}
