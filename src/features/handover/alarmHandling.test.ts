import { describe, expect, it } from 'vitest';
import { DsError } from '../../../protocol/index.ts';
import { alarmHandlerLabel, alarmStepFailure } from './alarmHandling.ts';

describe("an alarm record's handler and refused steps, in the dispatcher's words", () => {
  it('shows nobody, you, or the handler by name (the id when the name is missing)', () => {
    expect(alarmHandlerLabel(null, undefined, '20000001')).toEqual({ key: 'alarmHandling.nobody' });
    expect(alarmHandlerLabel('20000001', 'Dispatcher One', '20000001')).toEqual({ key: 'alarmHandling.you' });
    expect(alarmHandlerLabel('20000002', 'Dispatcher Two', '20000001')).toEqual({ name: 'Dispatcher Two' });
    expect(alarmHandlerLabel('20000002', undefined, null)).toEqual({ name: '20000002' });
  });

  it('names each refusal of the shared rule; an unknown alarm or anything else keeps its code', () => {
    expect(alarmStepFailure(new DsError('409', 'handler:already'))).toEqual({ key: 'alarmHandling.error.acknowledged', code: '409' });
    expect(alarmStepFailure(new DsError('403', 'handler:other'))).toEqual({ key: 'alarmHandling.error.notHandler', code: '403' });
    expect(alarmStepFailure(new DsError('409', 'status:closed'))).toEqual({ key: 'alarmHandling.error.closed', code: '409' });
    expect(alarmStepFailure(new DsError('409', 'status:not-acknowledged'))).toEqual({ key: 'alarmHandling.error.notAcknowledged', code: '409' });
    expect(alarmStepFailure(new DsError('400', 'to:self'))).toEqual({ key: 'alarmHandling.error.toSelf', code: '400' });
    expect(alarmStepFailure(new DsError('400', 'to:not-dispatcher'))).toEqual({ key: 'alarmHandling.error.toNotDispatcher', code: '400' });
    expect(alarmStepFailure(new DsError('404', 'id:unknown'))).toEqual({ key: 'alarmHandling.error.unknown', code: '404' });
    expect(alarmStepFailure(new DsError('503'))).toEqual({ key: 'alarmHandling.error.failed', code: '503' });
    expect(alarmStepFailure(new Error('network'))).toEqual({ key: 'alarmHandling.error.failed', code: '500' });
  });
});
