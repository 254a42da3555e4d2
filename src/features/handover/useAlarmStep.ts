import { useState } from 'react';
import { useT } from '../../ui/index.ts';
import { alarmStepFailure } from './alarmHandling.ts';

/** One alarm step at a time (acknowledge, resolve): busy while the platform answers, its refusal in the user's words. */
export function useAlarmStep() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
    } catch (error) {
      const { key, code } = alarmStepFailure(error);
      setFailure(t(key, { code }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
