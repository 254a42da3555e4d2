/** alarm-handling: Turkish (Türkiye), the module's keys (who handles a fence or lone-worker alarm; several dispatchers at once). */
import type { AlarmHandlingCatalogue } from './en-US.ts';

export const messages: AlarmHandlingCatalogue = {
  'alarmHandling.handler': "Sorumlu",
  'alarmHandling.handledBy': "Sorumlu: {name}",
  'alarmHandling.nobody': "Henüz kimse",
  'alarmHandling.you': "Siz",
  'alarmHandling.acknowledge': "Üstlen",
  'alarmHandling.handOver': "Devret",
  'alarmHandling.handOver.title': "{name} alarmını devret",
  'alarmHandling.handOver.to': "Devredilecek dispeçer",
  'alarmHandling.handOver.none': "Devredilecek başka dispeçer yok",
  'alarmHandling.cancel': "İptal",
  'alarmHandling.resolve': "Çözüldü olarak kapat",
  'alarmHandling.resolved': "Çözüldü",
  'alarmHandling.handed': "Alarm devredildi",
  'alarmHandling.error.closed': "Alarm zaten kapatıldı",
  'alarmHandling.error.notAcknowledged': "Önce alarmı üstlenin",
  'alarmHandling.error.acknowledged': "Bu alarmı zaten başka bir dispeçer yürütüyor",
  'alarmHandling.error.notHandler': "Bunu yalnızca alarmı yürüten dispeçer yapabilir",
  'alarmHandling.error.toSelf': "Başka bir dispeçer seçin",
  'alarmHandling.error.toNotDispatcher': "Bu hesap bir dispeçer değil",
  'alarmHandling.error.unknown': "Bu alarm artık yok",
  'alarmHandling.error.failed': "Platform reddetti ({code})",
};
