import { STUN_INTERVAL_UNITS, type StunIntervalUnit } from '../../../../protocol/index.ts';
import { RadioGroupField, SelectField, TextField, useT } from '../../../ui/index.ts';

export type StunDurationValue = { readonly timed: boolean; readonly amount: string; readonly unit: StunIntervalUnit };
export const UNTIL_ACTIVATED: StunDurationValue = { timed: false, amount: '', unit: 'min' };

type StunDurationProps = { value: StunDurationValue; onChange: (value: StunDurationValue) => void; error: string | null };

/** How long a stun lasts: until a dispatcher activates the terminal, or an interval in seconds, minutes or hours. */
export function StunDuration({ value, onChange, error }: StunDurationProps) {
  const t = useT();
  return (
    <div className="remote-control__duration">
      <RadioGroupField
        label={t('remoteControl.duration')}
        value={value.timed ? 'timed' : 'untilActivated'}
        options={[
          { value: 'untilActivated', label: t('remoteControl.duration.untilActivated') },
          { value: 'timed', label: t('remoteControl.duration.timed') },
        ]}
        onChange={(choice) => onChange({ ...value, timed: choice === 'timed' })}
        testId="stun-duration"
      />
      {value.timed ? (
        <div className="remote-control__interval">
          <TextField
            label={t('remoteControl.duration.amount')}
            value={value.amount}
            onChange={(amount) => onChange({ ...value, amount })}
            inputMode="numeric"
            maxLength={6}
            error={error}
            testId="stun-amount"
          />
          <SelectField
            label={t('remoteControl.duration.unit')}
            value={value.unit}
            options={STUN_INTERVAL_UNITS.map((unit) => ({ value: unit, label: t(`remoteControl.unit.${unit}`) }))}
            onChange={(unit) => onChange({ ...value, unit })}
            testId="stun-unit"
          />
        </div>
      ) : null}
    </div>
  );
}
