import type { MuteListCatalogue } from './en-US.ts';

/** the mute list: 简体中文. */
export const messages: MuteListCatalogue = {
  'muteList.title': '{count, plural, =0 {已屏蔽终端} other {已屏蔽终端（#）}}',
  'muteList.empty': '没有屏蔽的终端。可在讲话人横幅或终端列表中屏蔽。',
  'muteList.mute': '屏蔽 {name}：不播放其语音',
  'muteList.unmute': '取消屏蔽 {name}',
  'muteList.unmuteButton': '取消屏蔽',
  'muteList.muted': '已屏蔽',
  'muteList.done.muted': '已屏蔽 {name}：不再播放其语音。',
  'muteList.done.unmuted': '已取消屏蔽 {name}。',
  'muteList.error.noAnswer': '平台无响应，屏蔽列表未更改。',
  'muteList.error.notFound': '该终端或条目已不存在。',
  'muteList.error.failed': '无法更改屏蔽列表（代码 {code}）。',
};
