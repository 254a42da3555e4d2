import { lazy, Suspense, type ComponentProps } from 'react';
import type { DateTimeField as Field } from './DateTimeField.tsx';

const Loaded = lazy(() => import('./DateTimeField.tsx').then((module) => ({ default: module.DateTimeField })));

/**
 * DateTimeField, loaded with the first screen that shows one: the date library and react-aria's
 * date field logic are about 100 KB that the console's start-up does not need. Until then, the
 * label and an empty box of the field's size hold its place.
 */
export function DateTimeField(props: ComponentProps<typeof Field>) {
  return (
    <Suspense
      fallback={
        <div className="ui-field">
          <span className="ui-field__label">{props.label}</span>
          <div className="ui-input ui-date-input" aria-busy="true" />
        </div>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
