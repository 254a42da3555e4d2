import { describe, expect, it } from 'vitest';
import { fixAt, terminalRecord } from '../model/fixtures.ts';
import { greatCircleDistance } from '../model/ranging.ts';
import { GLIDE_STEP_MS, TerminalAttributes } from './terminalAttributes.ts';

const terminals = new Map([['10000001', terminalRecord('10000001')]]);
/** Metres north of the start, in degrees of latitude on the SPEC's sphere. */
const north = (metres: number) => (metres / 6_371_000) * (180 / Math.PI);

function movedTo(attributes: TerminalAttributes, lat: number) {
  attributes.syncPositions(new Map([['10000001', fixAt(lat, 10)]]), terminals);
}

describe('terminal glides in SPEC §9 value steps', () => {
  it('writes a first fix and a short hop (50 m or less) at once', () => {
    const attributes = new TerminalAttributes({ glide: true });
    movedTo(attributes, 50);
    expect(attributes.positionAt(0)).toEqual([10, 50]);
    movedTo(attributes, 50 + north(49));
    expect(attributes.gliding).toBe(false);
    expect(attributes.positionAt(0)![1]).toBeCloseTo(50 + north(49), 12);
  });

  it('glides a 250 m jump over 10 steps of GLIDE_STEP_MS, whatever the frame rate', () => {
    const attributes = new TerminalAttributes({ glide: true });
    movedTo(attributes, 50);
    const target = 50 + north(250);
    movedTo(attributes, target);
    // Not moved until the first frame; the fix is kept for the card and the follow window.
    expect(attributes.positionAt(0)).toEqual([10, 50]);
    expect(attributes.gliding).toBe(true);
    expect(attributes.destinationAt(0)).toEqual([10, target]);
    const before = attributes.data();
    expect(attributes.advanceGlides(1000)).toBe(1); // first frame: step 1 of 10
    expect(attributes.data()).not.toBe(before);
    const start = { lng: 10, lat: 50 };
    expect(greatCircleDistance(start, { lng: 10, lat: attributes.positionAt(0)![1] })).toBeCloseTo(25, 3);
    attributes.advanceGlides(1000 + 4 * GLIDE_STEP_MS); // a slow frame: step 5
    expect(greatCircleDistance(start, { lng: 10, lat: attributes.positionAt(0)![1] })).toBeCloseTo(125, 3);
    attributes.advanceGlides(1000 + 60 * GLIDE_STEP_MS);
    expect(attributes.positionAt(0)![1]).toBe(target);
    expect(attributes.gliding).toBe(false);
    expect(attributes.advanceGlides(5000)).toBe(0);
  });

  it('a new fix mid-glide glides on from where the marker is drawn', () => {
    const attributes = new TerminalAttributes({ glide: true });
    movedTo(attributes, 50);
    movedTo(attributes, 50 + north(2000)); // 50 steps
    attributes.advanceGlides(0);
    attributes.advanceGlides(9 * GLIDE_STEP_MS); // step 10 of 50: 400 m
    const drawn = attributes.positionAt(0)![1];
    movedTo(attributes, 50 + north(2000) + north(10)); // 1610 m from the drawn point: 50 steps again
    expect(attributes.positionAt(0)![1]).toBe(drawn);
    attributes.advanceGlides(10_000);
    attributes.advanceGlides(10_000 + 50 * GLIDE_STEP_MS);
    expect(attributes.positionAt(0)![1]).toBeCloseTo(50 + north(2010), 12);
  });

  it('without the option, every fix is written at once (benches, the other layers)', () => {
    const attributes = new TerminalAttributes();
    movedTo(attributes, 50);
    movedTo(attributes, 50 + north(5000));
    expect(attributes.gliding).toBe(false);
    expect(attributes.positionAt(0)![1]).toBe(50 + north(5000));
  });
});
