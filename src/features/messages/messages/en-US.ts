/** messages and SMS: English (United States), the module's keys. */
export const messages = {
  'messages.title': "Messages",
  'messages.tab.messages': "Messages",
  'messages.tab.sms': "SMS",
  'messages.new': "New conversation",
  'messages.choose': "Choose a conversation or start a new one.",
  'messages.recent.empty': "No messages yet",
  'messages.online': "Online",
  'messages.offline': "Offline",
  'messages.unreads': "{count, plural, one {# unread message} other {# unread messages}}",
  'messages.photoLabel': "[Photo]",
  'messages.videoLabel': "[Video]",
  'messages.photoAlt': "Photo from {name}",
  'messages.cannotOpen': "This message cannot be decrypted with the keys available.",
  'messages.conversation': "Conversation with {name}",
  'messages.earlier': "Load earlier messages",
  'messages.text.label': "Message",
  'messages.text.placeholder': "Write a message",
  'messages.text.empty': "Enter a message",
  'messages.text.illegal': "The message contains characters that are not allowed (angle brackets or control characters).",
  'messages.text.tooLong': "At most {count} characters",
  'messages.send': "Send",
  'messages.attach': "Photo or video",
  'messages.retry': "Try again",
  'messages.page.previous': "Previous",
  'messages.page.next': "Next",
  'messages.page.of': "Page {count} of {total}",
  'messages.error.load': "The messages could not be loaded",
  'messages.error.noKey': "No active secret key: messages cannot be encrypted. Ask an administrator to activate a key.",
  'messages.error.timeout': "The platform did not confirm the send within 5 seconds.",
  'messages.error.offline': "You are offline: the message was not sent.",
  'messages.error.unknownTerminal': "The platform does not know this terminal.",
  'messages.error.fileTooBig': "The file is too big (photos up to 2 MB, videos up to 8 MB).",
  'messages.error.fileType': "Only PNG, JPEG or WebP photos and MP4 or WebM videos can be sent.",
  'messages.error.invalid': "The platform refused the message as invalid.",
  'messages.error.forbidden': "Only dispatchers can do this",
  'messages.error.failed': "The request failed (code {code}).",
  'sms.target': "Terminal",
  'sms.target.required': "Choose the terminal to send to",
  'sms.text': "SMS text",
  'sms.send': "Send SMS",
  'sms.empty': "No SMS sent yet",
  'sms.field.terminal': "Terminal",
  'sms.field.text': "Text",
  'sms.field.status': "Status",
  'sms.field.reply': "Answer",
  'sms.field.time': "Sent at",
  'sms.status.sent': "Sent",
  'sms.status.delivered': "Delivered",
  'sms.status.read': "Read",
} as const;

export type TextMessagesCatalogue = Readonly<Record<keyof typeof messages, string>>;

// These keys join the console's MessageKey (src/ui/i18n.tsx): t() of a key no catalogue has fails to compile.
declare module '../../../ui/i18n.tsx' {
  interface MessageCatalogues {
    messages: TextMessagesCatalogue;
  }
}
