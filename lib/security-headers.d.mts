/** Types of security-headers.mjs (plain ESM so next.config.mjs can import it). */
export type HeaderOptions = { wordpressUrl?: string; uploadsUrl?: string; siteUrl?: string; dev?: boolean };
export type Header = { key: string; value: string };

export const FRAME_HOSTS: string[];
export const API_CONTENT_SECURITY_POLICY: string;
export const IMAGE_CONTENT_SECURITY_POLICY: string;
export const PERMISSIONS_POLICY: string;
export function contentSecurityPolicy(options?: HeaderOptions): string;
export function securityHeaders(options: HeaderOptions): Header[];
export function headerRules(options: HeaderOptions): { source: string; headers: Header[] }[];
