import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const parsedRanges = new WeakMap<string[], Range[]>();

function ranges(cidrs: string[]): Range[] {
  let parsed = parsedRanges.get(cidrs);
  if (!parsed) {
    parsed = cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
    parsedRanges.set(cidrs, parsed);
  }
  return parsed;
}

/**
 * Whether a request comes from a Korean IP (`isKrIpUser`): the country header a CDN sets when
 * configured, else the configured Korean CIDR ranges.
 */
export function isKoreanIp(config: Pick<Config, 'ipCountryHeader' | 'krIpCidrs'>, request: FastifyRequest): boolean {
  if (config.ipCountryHeader) {
    const country = request.headers[config.ipCountryHeader];
    if (typeof country === 'string' && country.trim()) return country.trim().toUpperCase() === 'KR';
  }
  if (config.krIpCidrs.length === 0 || !ipaddr.isValid(request.ip)) return false;
  let address = ipaddr.parse(request.ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return ranges(config.krIpCidrs).some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));
}
