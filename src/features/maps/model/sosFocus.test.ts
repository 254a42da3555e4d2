import { describe, expect, it } from 'vitest';
import { sosToFocus } from './sosFocus.ts';

describe('sosToFocus', () => {
  it('shows the alarm sounding when the map opens, then each new one, but not an older one that is left sounding after an acknowledgement', () => {
    const opened = sosToFocus(null, ['b', 'a'], 'b');
    expect(opened.focus).toBe('b');
    // A new alarm arrives: it is the newest sounding one.
    const raised = sosToFocus(opened.seen, ['c', 'b', 'a'], 'c');
    expect(raised.focus).toBe('c');
    // The dispatcher acknowledges c: b is the newest sounding again, and the map stays where it is.
    const acknowledged = sosToFocus(raised.seen, ['c', 'b', 'a'], 'b');
    expect(acknowledged.focus).toBeNull();
    // Nothing sounding: nothing to show.
    expect(sosToFocus(acknowledged.seen, ['c', 'b', 'a'], null).focus).toBeNull();
  });

  it('shows nothing on the first look when no alarm sounds, and the first that comes', () => {
    const quiet = sosToFocus(null, ['a'], null);
    expect(quiet.focus).toBeNull();
    expect(sosToFocus(quiet.seen, ['d', 'a'], 'd').focus).toBe('d');
  });
});
