import { DsError, SocketCommandError, SocketError, type MessageTextProblem } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';
import { NoActiveKey } from './keyring.ts';

/** Why a send failed, as a catalogue key; `retry` when the same send (same client id) may be tried again. */
export function sendFailure(error: unknown): { key: MessageKey; code: string; retry: boolean } {
  if (error instanceof NoActiveKey) return { key: 'messages.error.noKey', code: '', retry: false };
  const code = error instanceof SocketCommandError || error instanceof DsError ? error.code : '500';
  switch (code) {
    case SocketError.Timeout:
      return { key: 'messages.error.timeout', code, retry: true };
    case SocketError.Disconnected:
    case SocketError.NotOnline:
    case SocketError.NoSocket:
    case '500':
      return { key: 'messages.error.offline', code, retry: true };
    case '404':
      return { key: 'messages.error.unknownTerminal', code, retry: false };
    case '413':
      return { key: 'messages.error.fileTooBig', code, retry: false };
    case '415':
      return { key: 'messages.error.fileType', code, retry: false };
    case '400':
      return { key: 'messages.error.invalid', code, retry: false };
    case '403':
      return { key: 'messages.error.forbidden', code, retry: false };
    default:
      return { key: 'messages.error.failed', code, retry: false };
  }
}

export const TEXT_PROBLEM_KEY: Readonly<Record<MessageTextProblem, MessageKey>> = {
  empty: 'messages.text.empty',
  illegal: 'messages.text.illegal',
  tooLong: 'messages.text.tooLong',
};
