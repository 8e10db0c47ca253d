import { describe, expect, it } from 'vitest';
import { hostPolicy, isAllowedHost, isOwnOrigin, parseHostHeader } from './host-check';

const loopback = hostPolicy({ boundHost: '127.0.0.1', port: 4173 });
const allInterfaces = hostPolicy({ boundHost: '0.0.0.0', port: 4173, interfaceAddresses: ['127.0.0.1', '192.168.1.20', 'fe80::1%eth0'] });
const lanAddress = hostPolicy({ boundHost: '192.168.1.20', port: 4173, allowedHosts: ['Docs.Local'] });
const onPort80 = hostPolicy({ boundHost: 'localhost', port: 80 });

describe('isAllowedHost', () => {
  it.each([
    // policy name, Host header, allowed
    ['loopback', '127.0.0.1:4173', true],
    ['loopback', 'localhost:4173', true],
    ['loopback', 'LOCALHOST:4173', true],
    ['loopback', '[::1]:4173', true],
    ['loopback', 'localhost:4174', false],
    ['loopback', 'localhost', false],
    ['loopback', 'evil.example:4173', false],
    ['loopback', 'localhost.evil.example:4173', false],
    ['loopback', '127.0.0.1.nip.io:4173', false],
    ['loopback', '192.168.1.20:4173', false],
    ['loopback', '', false],
    ['loopback', undefined, false],
    ['loopback', 'localhost:4173:1', false],
    ['loopback', 'local host:4173', false],
    ['all interfaces', '192.168.1.20:4173', true],
    ['all interfaces', '[fe80::1]:4173', true],
    ['all interfaces', 'localhost:4173', true],
    ['all interfaces', '10.0.0.9:4173', false],
    ['all interfaces', 'evil.example:4173', false],
    ['all interfaces', '0.0.0.0:4173', false],
    ['LAN address', '192.168.1.20:4173', true],
    ['LAN address', 'docs.local:4173', true],
    ['LAN address', 'localhost:4173', false],
    ['port 80', 'localhost', true],
    ['port 80', 'localhost:80', true],
    ['port 80', 'evil.example', false],
  ])('%s: %s -> %s', (name, header, allowed) => {
    const policy = { loopback, 'all interfaces': allInterfaces, 'LAN address': lanAddress, 'port 80': onPort80 }[name]!;
    expect(isAllowedHost(header, policy)).toBe(allowed);
  });
});

describe('isOwnOrigin', () => {
  it.each([
    [undefined, true],
    ['http://127.0.0.1:4173', true],
    ['http://localhost:4173', true],
    ['http://evil.example', false],
    ['http://evil.example:4173', false],
    ['https://localhost:4173', false],
    ['http://localhost:9999', false],
    ['null', false],
    ['not a url', false],
  ])('%s -> %s', (origin, own) => {
    expect(isOwnOrigin(origin, loopback)).toBe(own);
  });
});

describe('parseHostHeader', () => {
  it.each([
    ['localhost:3000', { name: 'localhost', port: 3000 }],
    ['[::1]:3000', { name: '[::1]', port: 3000 }],
    ['example.com', { name: 'example.com', port: null }],
    ['::1', null],
    ['a b', null],
  ])('%s', (header, expected) => {
    expect(parseHostHeader(header)).toEqual(expected);
  });
});
