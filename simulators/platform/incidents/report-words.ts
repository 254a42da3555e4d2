/**
 * The words of an incident archive's report.txt in the console's six languages (the export link
 * passes the dispatcher's `lang`); en-US for anything else. Names, notes and ids go in as they are.
 */

export const REPORT_LANGUAGES = ['zh-CN', 'en-US', 'tr-TR', 'es-ES', 'fr-FR', 'ru-RU'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export type ReportWords = {
  incident: (id: string) => string;
  group: string;
  terminal: string;
  window: (start: string, end: string) => string;
  savedBy: (who: string, at: string) => string;
  note: string;
  transmissions: (count: number) => string;
  inGroup: (gid: string) => string;
  recordingMissing: string;
  alarms: (count: number) => string;
  messages: (count: number) => string;
  fromTo: (sender: string, receiver: string) => string;
  tracks: (count: number) => string;
  positions: (count: number) => string;
  span: (start: string, end: string) => string;
  seconds: (value: string) => string;
};

const WORDS: Readonly<Record<ReportLanguage, ReportWords>> = {
  'en-US': {
    incident: (id) => `Incident #${id}`,
    group: 'Group',
    terminal: 'Terminal',
    window: (start, end) => `Window: ${start} to ${end}`,
    savedBy: (who, at) => `Saved by ${who} at ${at}`,
    note: 'Note:',
    transmissions: (count) => `Transmissions (${count}):`,
    inGroup: (gid) => `in group ${gid}`,
    recordingMissing: 'recording missing',
    alarms: (count) => `Alarms and SOS steps (${count}):`,
    messages: (count) => `Messages (${count}):`,
    fromTo: (sender, receiver) => `from ${sender} to ${receiver}`,
    tracks: (count) => `Tracks (${count}, in track.geojson):`,
    positions: (count) => `${count} positions`,
    span: (start, end) => `${start} to ${end}`,
    seconds: (value) => `${value} s`,
  },
  'zh-CN': {
    incident: (id) => `事件 #${id}`,
    group: '群组',
    terminal: '终端',
    window: (start, end) => `时间范围：${start} 至 ${end}`,
    savedBy: (who, at) => `保存人：${who}，保存时间：${at}`,
    note: '备注：',
    transmissions: (count) => `通话（${count}）：`,
    inGroup: (gid) => `群组 ${gid}`,
    recordingMissing: '录音缺失',
    alarms: (count) => `告警与 SOS 处理步骤（${count}）：`,
    messages: (count) => `消息（${count}）：`,
    fromTo: (sender, receiver) => `发送人 ${sender}，接收方 ${receiver}`,
    tracks: (count) => `轨迹（${count}，见 track.geojson）：`,
    positions: (count) => `${count} 个位置`,
    span: (start, end) => `${start} 至 ${end}`,
    seconds: (value) => `${value} 秒`,
  },
  'tr-TR': {
    incident: (id) => `Olay #${id}`,
    group: 'Grup',
    terminal: 'Terminal',
    window: (start, end) => `Zaman aralığı: ${start} - ${end}`,
    savedBy: (who, at) => `Kaydeden: ${who}, ${at}`,
    note: 'Not:',
    transmissions: (count) => `Konuşmalar (${count}):`,
    inGroup: (gid) => `${gid} grubunda`,
    recordingMissing: 'kayıt yok',
    alarms: (count) => `Alarmlar ve SOS adımları (${count}):`,
    messages: (count) => `Mesajlar (${count}):`,
    fromTo: (sender, receiver) => `gönderen ${sender}, alıcı ${receiver}`,
    tracks: (count) => `İzler (${count}, track.geojson içinde):`,
    positions: (count) => `${count} konum`,
    span: (start, end) => `${start} - ${end}`,
    seconds: (value) => `${value} sn`,
  },
  'es-ES': {
    incident: (id) => `Incidente n.º ${id}`,
    group: 'Grupo',
    terminal: 'Terminal',
    window: (start, end) => `Intervalo: de ${start} a ${end}`,
    savedBy: (who, at) => `Guardado por ${who} el ${at}`,
    note: 'Nota:',
    transmissions: (count) => `Transmisiones (${count}):`,
    inGroup: (gid) => `en el grupo ${gid}`,
    recordingMissing: 'falta la grabación',
    alarms: (count) => `Alarmas y pasos de SOS (${count}):`,
    messages: (count) => `Mensajes (${count}):`,
    fromTo: (sender, receiver) => `de ${sender} para ${receiver}`,
    tracks: (count) => `Trayectos (${count}, en track.geojson):`,
    positions: (count) => `${count} posiciones`,
    span: (start, end) => `de ${start} a ${end}`,
    seconds: (value) => `${value} s`,
  },
  'fr-FR': {
    incident: (id) => `Incident n° ${id}`,
    group: 'Groupe',
    terminal: 'Terminal',
    window: (start, end) => `Période : du ${start} au ${end}`,
    savedBy: (who, at) => `Enregistré par ${who} le ${at}`,
    note: 'Note :',
    transmissions: (count) => `Transmissions (${count}) :`,
    inGroup: (gid) => `dans le groupe ${gid}`,
    recordingMissing: 'enregistrement manquant',
    alarms: (count) => `Alarmes et étapes SOS (${count}) :`,
    messages: (count) => `Messages (${count}) :`,
    fromTo: (sender, receiver) => `de ${sender} à ${receiver}`,
    tracks: (count) => `Trajets (${count}, dans track.geojson) :`,
    positions: (count) => `${count} positions`,
    span: (start, end) => `du ${start} au ${end}`,
    seconds: (value) => `${value} s`,
  },
  'ru-RU': {
    incident: (id) => `Инцидент № ${id}`,
    group: 'Группа',
    terminal: 'Терминал',
    window: (start, end) => `Период: с ${start} по ${end}`,
    savedBy: (who, at) => `Сохранил(а) ${who}, ${at}`,
    note: 'Примечание:',
    transmissions: (count) => `Передачи (${count}):`,
    inGroup: (gid) => `в группе ${gid}`,
    recordingMissing: 'запись отсутствует',
    alarms: (count) => `Тревоги и шаги SOS (${count}):`,
    messages: (count) => `Сообщения (${count}):`,
    fromTo: (sender, receiver) => `от ${sender} для ${receiver}`,
    tracks: (count) => `Треки (${count}, в track.geojson):`,
    positions: (count) => `точек: ${count}`,
    span: (start, end) => `с ${start} по ${end}`,
    seconds: (value) => `${value} с`,
  },
};

export const isReportLanguage = (value: unknown): value is ReportLanguage => REPORT_LANGUAGES.includes(value as ReportLanguage);

export const reportWords = (lang: string | null | undefined): ReportWords => WORDS[isReportLanguage(lang) ? lang : 'en-US'];
