import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../protocol/testing/png.ts';
import { call, startTestEmulator, tokenFor, withToken as tokenUrl, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let one: string;
let two: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const withToken = (path: string, token: string) => tokenUrl(emulator.url, path, token);
const as = (token: string, path: string, method = 'GET', body?: unknown) => call(withToken(path, token), method, body).then((answer) => answer.body);
const upload = async (token: string, bytes: Uint8Array) =>
  (await fetch(withToken('/filews/upload/logo', token), { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bytes) }).then((r) => r.json())) as {
    code: string;
    desc?: string;
    data?: { desc: { fileUrl: string } };
  };

const transparent = encodePng({ width: 16, height: 16, colorType: 6, pixel: (x) => [200, 40, 40, x < 4 ? 0 : 255] });
const opaque = encodePng({ width: 16, height: 16, colorType: 6, pixel: () => [200, 40, 40, 255] });
/** Random pixels do not compress: about 64 kB. */
const big = encodePng({ width: 128, height: 128, colorType: 6, pixel: () => [0, 1, 2, 3].map(() => Math.floor(Math.random() * 256)) });

const theme = { hostname: 'Skin.Example', sysName: 'Harbour Control', themeColor: '#aa3300', loginFrameColor: '#123456', remark: JSON.stringify({ logoPageBg: '#101010' }) };

describe('custom themes', () => {
  it('accepts only transparent PNG logos of at most 50 kB; logos are public, the list and edits need the permission', async () => {
    expect(big.length).toBeGreaterThan(60_000);
    expect(await upload(one, big)).toMatchObject({ code: '413', desc: 'file:fileTooBig' });
    expect(await upload(one, opaque)).toMatchObject({ code: '415', desc: 'file:notTransparent' });
    expect(await upload(one, new TextEncoder().encode('not a png at all'))).toMatchObject({ code: '415', desc: 'file:notPng' });
    const logo = await upload(one, transparent);
    expect(logo.code).toBe('0');
    const logoUrl = logo.data!.desc.fileUrl;
    expect(logoUrl).toMatch(/^\/filews\/files\/logos\/[0-9a-f]{64}\.png$/);
    // No token: the login screen needs it.
    expect((await fetch(`${emulator.url}${logoUrl}`)).status).toBe(200);

    const set = await as(one, '/ds/theme/customTheme', 'POST', { ...theme, logoUrl });
    expect(set).toMatchObject({ code: '0', data: { desc: { hostname: 'skin.example', sysName: 'Harbour Control', tabColor: '#014d4e', logoUrl, updatedBy: '20000001' } } });
    const pub = await call(`${emulator.url}/ds/pub/theme?hostname=skin.example`, 'GET');
    expect(pub.body).toMatchObject({ code: '0', data: { desc: { sysName: 'Harbour Control', themeColor: '#aa3300' } } });
    expect((await call(`${emulator.url}/ds/pub/theme?hostname=other.example`, 'GET')).body).toMatchObject({ code: '0', data: { desc: null } });
    expect((await as(two, '/ds/theme/findTheme')).data).toMatchObject({ desc: { editable: true }, list: [{ hostname: 'skin.example' }] });
    expect((await as(two, '/ds/theme/getClientHostList')).data?.list).toEqual(expect.arrayContaining(['skin.example', '127.0.0.1']));

    // Without custom-skin permission (access '-2' is not enough for this feature, SPEC §6).
    await call(`${emulator.url}/test/account-access`, 'POST', { account: '20000002', access: { customTheme: '-2' } });
    expect((await as(two, '/ds/theme/findTheme')).data?.desc).toEqual({ editable: false });
    expect(await as(two, '/ds/theme/customTheme', 'POST', theme)).toMatchObject({ code: '403', desc: 'caller:no-custom-theme-permission' });
    expect(await as(two, '/ds/theme/deleteTheme?hostname=skin.example', 'DELETE')).toMatchObject({ code: '403' });
    expect(await upload(two, transparent)).toMatchObject({ code: '403' });
    expect((await call(`${emulator.url}/ds/pub/loginext?uid=20000002`, 'GET')).body.data?.desc).toMatchObject({ dsConfig: { customTheme: '-2', map: '1' } });
    await call(`${emulator.url}/test/account-access`, 'POST', { account: '20000002', access: null });

    emulator = await emulator.restart();
    one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    expect((await as(one, '/ds/theme/findTheme')).data?.list).toEqual([expect.objectContaining({ hostname: 'skin.example', logoUrl })]);
    expect(await as(one, '/ds/theme/deleteTheme?hostname=skin.example', 'DELETE')).toMatchObject({ code: '0' });
    expect(await as(one, '/ds/theme/deleteTheme?hostname=skin.example', 'DELETE')).toMatchObject({ code: '404', desc: 'hostname:unknown' });
  }, 60_000);

  it('validates every field as the console does', async () => {
    const post = (patch: Record<string, unknown>) => as(one, '/ds/theme/customTheme', 'POST', { ...theme, ...patch });
    expect(await post({ hostname: '' })).toMatchObject({ code: '400', desc: 'hostname: required' });
    expect(await post({ hostname: 'bad host' })).toMatchObject({ code: '400', desc: 'hostname: invalid' });
    expect(await post({ sysName: '  ' })).toMatchObject({ code: '400', desc: 'sysName: required' });
    expect(await post({ sysName: 'x'.repeat(41) })).toMatchObject({ code: '400', desc: 'sysName: tooLong' });
    expect(await post({ themeColor: 'red' })).toMatchObject({ code: '400', desc: 'themeColor: invalid' });
    expect(await post({ cssUrl: 'https://elsewhere.example/skin.css' })).toMatchObject({ code: '400', desc: 'cssUrl: invalid' });
    expect(await post({ remark: '{"logoPageBg":"blue"}' })).toMatchObject({ code: '400', desc: 'remark: invalid' });
    expect(await post({ remark: '{"other":1}' })).toMatchObject({ code: '400', desc: 'remark: invalid' });
    expect(await post({ logoUrl: '/filews/files/icons/x.png' })).toMatchObject({ code: '400', desc: 'logoUrl: invalid' });
    expect(await post({ logoUrl: `/filews/files/logos/${'0'.repeat(64)}.png` })).toMatchObject({ code: '404', desc: 'logoUrl: logo:unknown' });
  });
});
