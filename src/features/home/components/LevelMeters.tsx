import { useT } from '../../../ui/index.ts';

const LOW_BATTERY = 20;
const SIGNAL_BARS = 5;

export function BatteryMeter({ level }: { level: number }) {
  const t = useT();
  return (
    <span className="battery" data-low={level < LOW_BATTERY || undefined} role="img" aria-label={t('home.batteryLevel', { level })}>
      <span className="battery__body" aria-hidden="true">
        <span className="battery__fill" style={{ width: `${level}%` }} />
      </span>
      <span aria-hidden="true">{level}%</span>
    </span>
  );
}

export function SignalBars({ level }: { level: number }) {
  const t = useT();
  return (
    <span className="signal" role="img" aria-label={t('home.signalLevel', { level, max: SIGNAL_BARS })}>
      {Array.from({ length: SIGNAL_BARS }, (_, bar) => (
        <span key={bar} className="signal__bar" data-on={bar < level || undefined} style={{ height: `${4 + bar * 3}px` }} />
      ))}
    </span>
  );
}
