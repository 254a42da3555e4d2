import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.1 contrast of the design tokens (1.4.3: 4.5:1 for text), for every theme and primary
 * colour the settings offer; the e2e axe scan sees only the default primary.
 */
const CSS = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties of the rule whose selector is exactly `selector`. */
function block(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = CSS.slice(CSS.indexOf('{', start) + 1, CSS.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

type Rgb = readonly [number, number, number];
const hex = (value: string): Rgb => {
  const match = /^#([0-9a-f]{6})$/i.exec(value);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  return [0, 2, 4].map((at) => parseInt(match[1]!.slice(at, at + 2), 16)) as unknown as Rgb;
};
/** color-mix(in srgb, a p%, b): what the browser draws. */
const mix = (a: Rgb, b: Rgb, share: number): Rgb => a.map((channel, index) => channel * share + b[index]! * (1 - share)) as unknown as Rgb;
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** A token's colour: a hex value, or color-mix(in srgb, var(--color-primary) N%, #hex). */
function colour(value: string, primary: Rgb): Rgb {
  const mixed = /^color-mix\(in srgb, var\(--color-primary\) (\d+)%, (#[0-9a-f]{6})\)$/i.exec(value);
  if (mixed) return mix(primary, hex(mixed[2]!), Number(mixed[1]) / 100);
  return hex(value);
}

const THEMES = ['dark', 'light'] as const;
const PRIMARIES = ['blue', 'green', 'redsea', 'sfsp', 'safe'] as const;
const TEXT_TOKENS = ['--color-text', '--color-text-muted', '--color-text-faint', '--color-danger', '--color-warning', '--color-success', '--color-online'];
const AA = 4.5;
/** WCAG 1.4.6 (AAA): what the alarm's one action asks for. */
const AAA = 7;

describe.each(THEMES)('the %s theme', (theme) => {
  const tokens = block(`[data-theme='${theme}']`);
  const surfaces = ['--color-bg', '--color-surface', '--color-surface-2', '--color-surface-3'].map((name) => hex(tokens[name]!));

  it.each(TEXT_TOKENS)('%s reads at 4.5:1 on the background and every surface', (name) => {
    for (const surface of surfaces) expect(contrast(hex(tokens[name]!), surface)).toBeGreaterThanOrEqual(AA);
  });

  it('white text reads at 4.5:1 on a filled danger button', () => {
    expect(contrast(hex('#ffffff'), hex(tokens['--color-danger-fill']!))).toBeGreaterThanOrEqual(AA);
  });

  describe('open alarms (the alarm area)', () => {
    const alarmFills = ['--color-alarm', '--color-alarm-pulse', '--color-alarm-acknowledged'].map((name) => hex(tokens[name]!));
    const acknowledge = contrast(hex(tokens['--color-alarm-action-text']!), hex(tokens['--color-alarm-action']!));

    it('Acknowledge reads at 7:1 (AAA) at least', () => {
      expect(acknowledge).toBeGreaterThanOrEqual(AAA);
    });

    it('Acknowledge is the strongest contrast on screen: no text token on any surface, no alarm text on its fill, beats it', () => {
      const others = [
        ...TEXT_TOKENS.flatMap((name) => surfaces.map((surface) => contrast(hex(tokens[name]!), surface))),
        ...alarmFills.map((fill) => contrast(hex(tokens['--color-alarm-text']!), fill)),
        contrast(hex('#ffffff'), hex(tokens['--color-danger-fill']!)),
      ];
      for (const other of others) expect(acknowledge).toBeGreaterThanOrEqual(other);
    });

    it('alarm text reads at 4.5:1 on every alarm fill, through the whole pulse', () => {
      for (const fill of alarmFills) expect(contrast(hex(tokens['--color-alarm-text']!), fill)).toBeGreaterThanOrEqual(AA);
    });

    it('the Acknowledge button stands 3:1 off the alarm fills around it (WCAG 1.4.11)', () => {
      for (const fill of alarmFills) expect(contrast(hex(tokens['--color-alarm-action']!), fill)).toBeGreaterThanOrEqual(3);
    });
  });

  it.each(PRIMARIES)('with the %s primary: fills under their contrast text, and primary text on every surface and on the soft primary', (name) => {
    const own = block(`[data-primary='${name}']`);
    const primary = hex(own['--color-primary']!);
    const onFill = hex(own['--color-primary-contrast'] ?? block(':root,\n[data-primary]')['--color-primary-contrast']!);
    expect(contrast(onFill, primary)).toBeGreaterThanOrEqual(AA);
    expect(contrast(onFill, hex(own['--color-primary-strong']!))).toBeGreaterThanOrEqual(AA);
    const override = CSS.includes(`[data-theme='${theme}'][data-primary='${name}'] {`) ? block(`[data-theme='${theme}'][data-primary='${name}']`) : {};
    const text = colour(override['--color-primary-text'] ?? tokens['--color-primary-text']!, primary);
    for (const surface of surfaces) {
      expect(contrast(text, surface)).toBeGreaterThanOrEqual(AA);
      // --color-primary-soft: the primary at 18% over the surface (selected rows, current-group marks).
      expect(contrast(text, mix(primary, surface, 0.18))).toBeGreaterThanOrEqual(AA);
    }
  });
});
