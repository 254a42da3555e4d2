import { useId, useState } from 'react';

type KeyCaptureProps = {
  label: string;
  /** A KeyboardEvent.code, e.g. 'F2' or 'KeyT'. */
  value: string;
  onChange: (code: string) => void;
  /** Shown while waiting for a key. */
  prompt: string;
  testId?: string;
};

/** Readable name of a KeyboardEvent.code: 'KeyT' → 'T', 'Digit1' → '1', 'F2' stays. */
export const keyLabel = (code: string): string => code.replace(/^Key(?=[A-Z]$)/, '').replace(/^Digit(?=\d$)/, '');

/**
 * Press the button, then press the key to use. Escape cancels, Tab leaves without changing.
 * A native button: while capturing, Enter and Space are keys to record, not presses.
 */
export function KeyCapture({ label, value, onChange, prompt, testId }: KeyCaptureProps) {
  const [capturing, setCapturing] = useState(false);
  const labelId = useId();
  return (
    <div className="ui-field">
      <span className="ui-field__label" id={labelId}>
        {label}
      </span>
      <button
        type="button"
        className="ui-key-capture"
        aria-labelledby={labelId}
        aria-describedby={capturing ? `${labelId}-prompt` : undefined}
        data-capturing={capturing || undefined}
        data-testid={testId}
        onClick={() => setCapturing(true)}
        onBlur={() => setCapturing(false)}
        onKeyDown={(event) => {
          if (!capturing || event.code === 'Tab') return;
          event.preventDefault();
          event.stopPropagation();
          if (event.code !== 'Escape' && event.code !== '') onChange(event.code);
          setCapturing(false);
        }}
      >
        <kbd>{keyLabel(value)}</kbd>
        {capturing ? (
          <span id={`${labelId}-prompt`} className="ui-key-capture__prompt">
            {prompt}
          </span>
        ) : null}
      </button>
    </div>
  );
}
