import { useId, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { Icon } from './Icon.tsx';

export type PickOption = { readonly value: string; readonly label: string };

type PickFieldProps = {
  label: string;
  placeholder: string;
  /**
   * The best `limit` entries matching what was typed, in the order to show them, and how many match
   * in all. The caller searches (it knows what its entries mean), so a list of thousands costs no more.
   */
  search: (query: string, limit: number) => { readonly options: readonly PickOption[]; readonly total: number };
  onPick: (value: string) => void;
  /** "N more: type more of the name or ID" under the first `limit`. */
  moreText: (count: number) => string;
  noMatchText: string;
  limit?: number;
  testId?: string;
};

const DEFAULT_LIMIT = 8;

/**
 * A search box that offers the matching entries as one types, for lists too long for a select (a
 * fleet's terminals): arrows and Enter or a click pick one, and the box empties for the next.
 */
export function PickField({ label, placeholder, search, onPick, moreText, noMatchText, limit = DEFAULT_LIMIT, testId }: PickFieldProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim() !== '';
  const { options: shown, total } = typed ? search(query.trim(), limit) : { options: [], total: 0 };
  const more = total > shown.length;
  const moreId = useId();
  const pick = (key: Key | null) => {
    if (key === null) return;
    onPick(String(key));
    setQuery('');
  };
  return (
    <ComboBox
      className="ui-field ui-pick"
      inputValue={query}
      onInputChange={setQuery}
      items={shown}
      selectedKey={null}
      onSelectionChange={pick}
      menuTrigger="input"
      // Open empty only to say nothing matches: with the box emptied after a pick, the list closes.
      allowsEmptyCollection={typed}
      allowsCustomValue
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-search__box">
        <Icon name="search" size={14} />
        <Input className="ui-input ui-search__input" placeholder={placeholder} aria-describedby={more ? moreId : undefined} data-testid={testId} />
      </div>
      <Popover className="ui-pick__popover" placement="bottom start" data-testid={testId ? `${testId}-options` : undefined}>
        <ListBox<PickOption> className="ui-pick__list" renderEmptyState={() => <p className="ui-pick__note">{noMatchText}</p>}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="ui-pick__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
        {/* Its own id: a description slot inside the popover is not linked to the box. */}
        {more && (
          <p id={moreId} className="ui-pick__note">
            {moreText(total - shown.length)}
          </p>
        )}
      </Popover>
    </ComboBox>
  );
}
