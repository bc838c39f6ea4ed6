import { lookup as dnsLookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { request, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { extname, join } from 'node:path';
import { DomainError } from '../../../../shared-kernel/domain.js';
import { isPublicAddress } from './address-policy.js';

/** The platforms' image hosts. Exact names, or suffixes beginning with a dot. */
export const IMAGE_HOSTS = [
  'i.ytimg.com', 'yt3.ggpht.com', 'yt3.googleusercontent.com',
  '.cdninstagram.com', '.fbcdn.net',
  '.tiktokcdn.com', '.tiktokcdn-us.com', '.ttwstatic.com',
];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;
const SAMPLE_MARK = '/faith-collective-sample/';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface ImageProxyOptions {
  allowedHosts?: string[];
  /** DNS resolution; replaceable in tests. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /** Folder of bundled sample images, served for sample-catalog URLs without any fetch. */
  sampleDir?: string | null;
  /** Extra TLS options (tests: a private CA). */
  tls?: Pick<RequestOptions, 'ca'>;
  /** Port to connect to instead of 443 (tests only). */
  port?: number;
  /** Which resolved addresses may be connected to (tests may allow one loopback alias). */
  isAllowedAddress?: (address: string) => boolean;
}

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

/** A DNS lookup that always answers with the address already checked. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_host, options, callback) =>
    options?.all
      ? callback(null, [{ address: address.address, family: address.family }])
      : callback(null, address.address, address.family);
}

const refuse = (message: string) => new DomainError('image_url_refused', message, 'validation');

function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry));
}

/**
 * Fetches creator avatars for the browser, safe by construction: https only, the platforms'
 * image hosts only, every resolved address checked against private and reserved ranges, the
 * connection made to the address that was checked (no DNS rebinding), redirects re-checked,
 * image types only, 5 MB and 5 s at most. Refusals never reach the network.
 */
export class ImageProxy {
  private readonly allowed: string[];
  private readonly resolve: (host: string) => Promise<ResolvedAddress[]>;

  constructor(private readonly options: ImageProxyOptions = {}) {
    this.allowed = options.allowedHosts ?? IMAGE_HOSTS;
    this.resolve = options.resolve ?? ((host) => dnsLookup(host, { all: true, verbatim: true }));
  }

  async fetch(rawUrl: unknown): Promise<ProxiedImage> {
    if (typeof rawUrl !== 'string' || !rawUrl || rawUrl.length > 2048) throw refuse('Please give the image URL as ?url=');
    return this.fetchUrl(rawUrl, 0);
  }

  /** The URL's own checks, before any network use. */
  private validate(rawUrl: string): URL {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw refuse('That is not a valid URL');
    }
    if (url.protocol !== 'https:') throw refuse('Only https image URLs can be proxied');
    if (url.username || url.password) throw refuse('Image URLs may not carry credentials');
    if (url.port && url.port !== '443') throw refuse('Image URLs must use the standard https port');
    const host = url.hostname.toLowerCase();
    if (!hostAllowed(host, this.allowed)) throw refuse('Images can only be proxied from the creator platforms');
    return url;
  }

  /** Resolves the host; every address must be public. The first is the one connected to. */
  private async addressOf(url: URL): Promise<ResolvedAddress> {
    const host = url.hostname.toLowerCase();
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolve(host);
    } catch {
      throw refuse('That image host could not be found');
    }
    const allowed = this.options.isAllowedAddress ?? isPublicAddress;
    if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) {
      throw refuse('That image host resolves to an address that is not allowed');
    }
    return addresses[0];
  }

  private async fetchUrl(rawUrl: string, hops: number): Promise<ProxiedImage> {
    const url = this.validate(rawUrl);
    if (this.options.sampleDir && url.pathname.includes(SAMPLE_MARK)) return this.sample(url);
    const address = await this.addressOf(url);
    const response = await this.get(url, address);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hops >= MAX_REDIRECTS) throw refuse('Too many redirects');
      return this.fetchUrl(new URL(response.headers.location, url).toString(), hops + 1);
    }
    if (status !== 200) {
      response.resume();
      throw new DomainError('image_unavailable', 'The image could not be fetched', 'unavailable');
    }
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!contentType.startsWith('image/') || contentType.includes('svg')) {
      response.destroy();
      throw new DomainError('not_an_image', 'That URL is not an image', 'unsupported_media');
    }
    if (Number(response.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) {
      response.destroy();
      throw refuse('The image is larger than 5 MB');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) {
        response.destroy();
        throw refuse('The image is larger than 5 MB');
      }
      chunks.push(chunk as Buffer);
    }
    return { contentType, body: Buffer.concat(chunks) };
  }

  /** Connects to the address that was checked, with the host's name for TLS (SNI and certificate). */
  private get(url: URL, address: ResolvedAddress): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          servername: url.hostname,
          port: this.options.port ?? 443,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'User-Agent': 'FaithCollective-ImageProxy/1.0' },
          // The connection goes to the address that was checked, whatever DNS says now.
          lookup: pinnedLookup(address),
          timeout: TIMEOUT_MS,
          ...this.options.tls,
        },
        resolve,
      );
      req.on('timeout', () => req.destroy(new DomainError('image_timeout', 'The image host did not answer in time', 'unavailable')));
      req.on('error', (error) =>
        reject(error instanceof DomainError ? error : new DomainError('image_unavailable', 'The image could not be fetched', 'unavailable')),
      );
      req.end();
    });
  }

  private async sample(url: URL): Promise<ProxiedImage> {
    const name = url.pathname.split('/').pop() ?? '';
    if (!/^[a-z0-9-]+\.(png|jpg|jpeg|webp)$/.test(name)) throw DomainError.notFound('image_not_found', 'Image not found');
    try {
      const body = await readFile(join(this.options.sampleDir!, name));
      const ext = extname(name).slice(1);
      return { contentType: ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg', body };
    } catch {
      throw DomainError.notFound('image_not_found', 'Image not found');
    }
  }
}
