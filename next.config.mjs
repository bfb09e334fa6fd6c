// @ts-check
import { securityHeaders } from './lib/security-headers.mjs';

/** Image hosts next/image may optimise: WordPress and its uploads host when configured. */
function remotePatterns() {
  return [process.env.WORDPRESS_URL, process.env.WORDPRESS_UPLOADS_URL]
    .filter((value) => !!value)
    .map((value) => {
      const url = new URL(/** @type {string} */ (value));
      return /** @type {const} */ ({
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port,
        pathname: '/**',
      });
    });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A second build beside the main one (the real-WordPress and hardening runs) goes to its own folder,
  // so it never overwrites the build the end-to-end tests serve.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  async headers() {
    const headers = securityHeaders({
      wordpressUrl: process.env.WORDPRESS_URL,
      uploadsUrl: process.env.WORDPRESS_UPLOADS_URL,
      siteUrl: process.env.SITE_URL,
      dev: process.env.NODE_ENV === 'development',
    });
    return [{ source: '/:path*', headers }];
  },
  // One static-generation worker: a worker is a process with its own memory, and a build must read each
  // WordPress query once (lib/wordpress/index.ts). Sixty-odd pages render in seconds on one.
  experimental: { globalNotFound: true, cpus: 1 },
  // The theme's preview index answers at /Preview (spec) and at the lower-case address people type.
  async rewrites() {
    return [{ source: '/preview', destination: '/Preview' }];
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: remotePatterns(),
    // A loopback WordPress (tests, local editors) is a private address; allow it only when configured so.
    dangerouslyAllowLocalIP: /^https?:\/\/(127\.|localhost)/.test(process.env.WORDPRESS_URL ?? ''),
  },
};

export default nextConfig;
