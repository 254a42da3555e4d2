import { describe, expect, it } from 'vitest';
import { convertSpeed, DEFAULT_SPEED_UNIT, parseSpeedUnit } from './speed.ts';

describe('speed units (SPEC §9)', () => {
  it('converts m/s to mph (×2.237) and km/h (×3.6)', () => {
    expect(convertSpeed(10, 'm/s')).toBe(10);
    expect(convertSpeed(10, 'mph')).toBeCloseTo(22.37, 10);
    expect(convertSpeed(10, 'km/h')).toBeCloseTo(36, 10);
    expect(convertSpeed(0, 'mph')).toBe(0);
  });

  it('reads the host configuration, defaulting to mph', () => {
    expect(DEFAULT_SPEED_UNIT).toBe('mph');
    expect(parseSpeedUnit('mph')).toBe('mph');
    expect(parseSpeedUnit('KM/H')).toBe('km/h');
    expect(parseSpeedUnit('kmh')).toBe('km/h');
    expect(parseSpeedUnit(' m/s ')).toBe('m/s');
    expect(parseSpeedUnit('')).toBe('mph');
    expect(parseSpeedUnit(undefined)).toBe('mph');
    expect(parseSpeedUnit('knots')).toBe('mph');
  });
});
