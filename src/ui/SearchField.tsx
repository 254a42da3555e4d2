import { Button, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import { Icon } from './Icon.tsx';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  testId?: string;
};

/** A labelled search box; Escape or the clear button empties it. */
export function SearchField({ label, placeholder, clearLabel, testId, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className="ui-field ui-search">
      <Label className="visually-hidden">{label}</Label>
      <div className="ui-search__box">
        <Icon name="search" size={14} />
        <Input className="ui-input ui-search__input" placeholder={placeholder} data-testid={testId} />
        <Button className="ui-search__clear" aria-label={clearLabel}>
          <Icon name="close" size={14} />
        </Button>
      </div>
    </AriaSearchField>
  );
}
