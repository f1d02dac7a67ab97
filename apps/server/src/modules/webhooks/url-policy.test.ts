import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicOnlyLookup, webhookUrlProblem } from './url-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    'ff02::1',
    'not an address',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('webhookUrlProblem', () => {
  const resolve = (map: Record<string, string[]>) => async (host: string) => {
    const found = map[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };
  const strict = { allowPrivate: false, resolve: resolve({ 'hooks.example.com': ['93.184.215.14'] }) };

  it('takes an https URL whose every address is public', async () => {
    expect(await webhookUrlProblem('https://hooks.example.com/x', strict)).toBeNull();
    expect(await webhookUrlProblem('https://hooks.example.com./x', strict)).toBeNull();
    expect(await webhookUrlProblem('https://[2606:4700:4700::1111]/x', strict)).toBeNull();
  });

  it('refuses http, credentials, unresolvable names and any private address among several', async () => {
    expect(await webhookUrlProblem('http://hooks.example.com/x', strict)).toBe('webhookUrlHttps');
    expect(await webhookUrlProblem('https://u:p@hooks.example.com/x', strict)).toBe('invalid');
    expect(await webhookUrlProblem('not a url', strict)).toBe('invalid');
    expect(await webhookUrlProblem('https://nowhere.example/x', strict)).toBe('webhookUrlUnresolved');
    const mixed = {
      allowPrivate: false,
      resolve: resolve({ 'mixed.example': ['93.184.215.14', '10.0.0.1'] }),
    };
    expect(await webhookUrlProblem('https://mixed.example/x', mixed)).toBe('webhookUrlPrivate');
    const none = { allowPrivate: false, resolve: resolve({ 'none.example': [] }) };
    expect(await webhookUrlProblem('https://none.example/x', none)).toBe('webhookUrlUnresolved');
    expect(await webhookUrlProblem('https://2130706433/x', strict)).toBe('webhookUrlPrivate'); // 127.0.0.1
  });

  it('allows http and private addresses when the configuration says so, but no other scheme', async () => {
    const open = { allowPrivate: true };
    expect(await webhookUrlProblem('http://127.0.0.1:8080/x', open)).toBeNull();
    expect(await webhookUrlProblem('ftp://127.0.0.1/x', open)).toBe('invalid');
  });
});

describe('publicOnlyLookup', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      publicOnlyLookup(host, { all } as never, (error, address) => done({ error, address })),
    );

  it('refuses a name that resolves to a loopback address at connection time', async () => {
    const { error } = await lookup('localhost', false);
    expect(error?.message).toMatch(/not public/);
  });

  it('passes resolver errors on', async () => {
    const { error } = await lookup('nothing-here.invalid', true);
    expect(error).toBeTruthy();
  });
});
