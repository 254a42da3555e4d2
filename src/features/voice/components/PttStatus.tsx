import { useT, type MessageKey } from '../../../ui/index.ts';
import { secondsLeft, type CommandFailure, type PttView } from '../model/model.ts';
import type { FloorDenyReason, FloorReleaseReason } from '../../../../protocol/index.ts';

export const DENY_REASONS: Record<FloorDenyReason, MessageKey> = {
  'not-member': 'voice.deny.notMember',
  'no-group': 'voice.deny.noGroup',
  'queue-full': 'voice.deny.queueFull',
  busy: 'voice.deny.busy',
  'one-way': 'allCall.deny.oneWay',
  stunned: 'remoteControl.deny.stunned',
};

export const REVOKE_REASONS: Record<FloorReleaseReason, MessageKey> = {
  release: 'voice.revoked.release',
  preempted: 'voice.revoked.preempted',
  'time-limit': 'voice.revoked.timeLimit',
  offline: 'voice.revoked.offline',
  restart: 'voice.revoked.restart',
};

/** The localised text of a failed command (SPEC §8 socket errors first). */
export function failureText(t: ReturnType<typeof useT>, failure: CommandFailure): string {
  switch (failure.kind) {
    case 'disconnected':
      return t('voice.error.disconnected');
    case 'not-online':
      return t('voice.error.notOnline');
    case 'no-socket':
      return t('voice.error.noSocket');
    case 'timeout':
      return t('voice.error.timeout');
    case 'code':
      return t('voice.error.code', { code: failure.code });
  }
}

/** One line saying what the PTT button is doing; a live region, so screen readers hear grants. */
export function PttStatus({ view }: { view: PttView }) {
  const t = useT();
  let text: string;
  switch (view.kind) {
    case 'idle':
      text = t('voice.ptt.idle');
      break;
    case 'requesting':
      text = t('voice.ptt.requesting');
      break;
    case 'talking':
      text = t('voice.ptt.talking', { seconds: secondsLeft(view.timeLeftMs) });
      break;
    case 'queued':
      text = t('voice.ptt.queued', { position: view.position });
      break;
    case 'denied':
      text = t('voice.ptt.denied', { reason: t(DENY_REASONS[view.reason]) });
      break;
    case 'revoked':
      text = t(REVOKE_REASONS[view.reason]);
      break;
    case 'failed':
      text = failureText(t, view.error);
      break;
  }
  return (
    <span className="ptt__status" role="status" data-testid="ptt-status" data-state={view.kind}>
      {text}
    </span>
  );
}
