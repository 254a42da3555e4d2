import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from './Button.tsx';

type FileInputProps = {
  /** The button's id: the field's `<label htmlFor>` names it. */
  id: string;
  accept: string;
  chooseLabel: string;
  /** Beside the button until a file is chosen. */
  noneLabel: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  /** The id of the field's error, read with the button. */
  describedBy?: string;
  isDisabled?: boolean;
  /** data-testid of the native input, where tests set files. */
  testId: string;
};

/**
 * A file chooser worded in the console's language: the browser's own control words its button and
 * its "no file chosen" in the browser's language, whatever language the dispatcher chose. The
 * native input stays, hidden, to do the picking; a button opens it and the chosen file's name
 * shows beside it.
 */
export function FileInput({ id, accept, chooseLabel, noneLabel, onChange, invalid, describedBy, isDisabled, testId }: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="ui-file">
      <Button id={id} onPress={() => input.current?.click()} isDisabled={isDisabled} aria-describedby={describedBy}>
        {chooseLabel}
      </Button>
      <span className="ui-file__name">{name ?? noneLabel}</span>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        data-testid={testId}
        onChange={(event) => {
          setName(event.target.files?.[0]?.name ?? null);
          onChange(event);
        }}
      />
    </span>
  );
}
