import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AddMarkBody, closedRing, geometryProblem, linkProblem, markerBounds, MarkerLimits, markerNameProblem, UpdateMarkBody } from './markers.ts';

/** The first issue as `field: rule`, the way the emulator answers 400. */
function parseInputForTest(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
}

describe('marker link (SPEC §5: a valid link)', () => {
  it('accepts none, and absolute http and https links with a host', () => {
    for (const link of ['', 'https://example.org', 'http://example.org/a/b?c=d#e', 'https://sub.example.org:8443/x', 'https://[::1]/', 'https://例え.jp/パス'])
      expect(linkProblem(link), link).toBeNull();
  });

  it('refuses other schemes, relative or partial links, spaces, credentials and control characters', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.org',
      'file:///etc/passwd',
      'example.org',
      '/relative/path',
      '//example.org',
      'https://',
      'http:example.org',
      'https://exa mple.org',
      ' https://example.org',
      'https://example.org\n',
      'https://user:secret@example.org',
      'not a link',
    ])
      expect(linkProblem(link), link).toBe('invalid');
  });

  it('refuses links over the length limit', () => {
    expect(linkProblem(`https://example.org/${'a'.repeat(MarkerLimits.maxLinkLength)}`)).toBe('tooLong');
  });
});

describe('marker geometry', () => {
  it('a point has exactly one vertex, a line two distinct, a shape three distinct', () => {
    expect(geometryProblem('point', [[1, 2]])).toBeNull();
    expect(geometryProblem('point', [])).toBe('tooFewPoints');
    expect(geometryProblem('point', [[1, 2], [3, 4]])).toBe('tooManyPoints');
    expect(geometryProblem('line', [[1, 2]])).toBe('tooFewPoints');
    expect(geometryProblem('line', [[1, 2], [1, 2]])).toBe('tooFewPoints');
    expect(geometryProblem('line', [[1, 2], [1, 3]])).toBeNull();
    expect(geometryProblem('shape', [[0, 0], [1, 0], [0, 0]])).toBe('tooFewPoints');
    expect(geometryProblem('shape', [[0, 0], [1, 0], [1, 1]])).toBeNull();
    expect(geometryProblem('line', Array.from({ length: MarkerLimits.maxPoints + 1 }, (_, i) => [i / 1000, 0] as const))).toBe('tooManyPoints');
  });

  it('refuses coordinates off the globe', () => {
    expect(geometryProblem('point', [[181, 0]])).toBe('outOfRange');
    expect(geometryProblem('line', [[0, 0], [0, Number.NaN]])).toBe('outOfRange');
  });

  it('bounds and closed rings', () => {
    expect(markerBounds([[-0.38, 39.47], [-0.37, 39.46], [-0.36, 39.48]])).toEqual([[-0.38, 39.46], [-0.36, 39.48]]);
    expect(closedRing([[0, 0], [1, 0], [1, 1]])).toEqual([[0, 0], [1, 0], [1, 1], [0, 0]]);
    expect(closedRing([[0, 0], [1, 0], [1, 1], [0, 0]])).toHaveLength(4);
    expect(closedRing([])).toEqual([]);
  });
});

describe('addMark and updateMark bodies', () => {
  const valid = { kind: 'line', name: '  Route A ', color: '#1e88e5', link: 'https://example.org', points: [[0, 0], [1, 1]] };

  it('trims the name and fills the optional fields', () => {
    expect(AddMarkBody.parse(valid)).toEqual({ ...valid, name: 'Route A', remark: '' });
    expect(AddMarkBody.parse({ ...valid, link: undefined })).toMatchObject({ link: '' });
  });

  it('names the failing field and rule', () => {
    expect(parseInputForTest(AddMarkBody, { ...valid, link: 'javascript:alert(1)' })).toBe('link: invalid');
    expect(parseInputForTest(AddMarkBody, { ...valid, name: '   ' })).toBe('name: required');
    expect(parseInputForTest(AddMarkBody, { ...valid, points: [[0, 0]] })).toBe('points: tooFewPoints');
    expect(parseInputForTest(AddMarkBody, { ...valid, color: 'red' })).toMatch(/^color: /);
    expect(parseInputForTest(UpdateMarkBody, { id: '1', link: 'www.example.org' })).toBe('link: invalid');
    expect(markerNameProblem('x'.repeat(MarkerLimits.maxNameLength + 1))).toBe('tooLong');
  });
});
